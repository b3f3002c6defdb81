dependencies: /work/main/Sources/CICUShim/CICUShim.c \
  /work/main/Sources/CICUShim/include/CICUShim.h \
  /opt/swift/usr/lib/clang/21/include/stdint.h /usr/include/stdint.h \
  /usr/include/x86_64-linux-gnu/bits/libc-header-start.h \
  /usr/include/features.h /usr/include/features-time64.h \
  /usr/include/x86_64-linux-gnu/bits/wordsize.h \
  /usr/include/x86_64-linux-gnu/bits/timesize.h \
  /usr/include/stdc-predef.h /usr/include/x86_64-linux-gnu/sys/cdefs.h \
  /usr/include/x86_64-linux-gnu/bits/long-double.h \
  /usr/include/x86_64-linux-gnu/gnu/stubs.h \
  /usr/include/x86_64-linux-gnu/gnu/stubs-64.h \
  /usr/include/x86_64-linux-gnu/bits/types.h \
  /usr/include/x86_64-linux-gnu/bits/typesizes.h \
  /usr/include/x86_64-linux-gnu/bits/time64.h \
  /usr/include/x86_64-linux-gnu/bits/wchar.h \
  /usr/include/x86_64-linux-gnu/bits/stdint-intn.h \
  /usr/include/x86_64-linux-gnu/bits/stdint-uintn.h \
  /usr/include/string.h /opt/swift/usr/lib/clang/21/include/stddef.h \
  /opt/swift/usr/lib/clang/21/include/__stddef_size_t.h \
  /opt/swift/usr/lib/clang/21/include/__stddef_null.h \
  /usr/include/x86_64-linux-gnu/bits/types/locale_t.h \
  /usr/include/x86_64-linux-gnu/bits/types/__locale_t.h \
  /usr/include/strings.h /usr/include/unicode/ucal.h \
  /usr/include/unicode/utypes.h /usr/include/unicode/umachine.h \
  /usr/include/unicode/ptypes.h \
  /opt/swift/usr/lib/clang/21/include/__stddef_header_macro.h \
  /opt/swift/usr/lib/clang/21/include/__stddef_ptrdiff_t.h \
  /opt/swift/usr/lib/clang/21/include/__stddef_wchar_t.h \
  /opt/swift/usr/lib/clang/21/include/__stddef_max_align_t.h \
  /opt/swift/usr/lib/clang/21/include/__stddef_offsetof.h \
  /usr/include/unicode/platform.h /usr/include/unicode/uconfig.h \
  /usr/include/unicode/uvernum.h \
  /opt/swift/usr/lib/clang/21/include/stdbool.h \
  /usr/include/unicode/urename.h /usr/include/unicode/uversion.h \
  /opt/swift/usr/lib/clang/21/include/float.h \
  /opt/swift/usr/lib/clang/21/include/__float_header_macro.h \
  /opt/swift/usr/lib/clang/21/include/__float_float.h \
  /opt/swift/usr/lib/clang/21/include/__float_infinity_nan.h \
  /usr/include/unicode/utf.h /usr/include/unicode/utf8.h \
  /usr/include/unicode/utf16.h /usr/include/unicode/utf_old.h \
  /usr/include/unicode/uenum.h /usr/include/unicode/uloc.h \
  /usr/include/unicode/udat.h /usr/include/unicode/unum.h \
  /usr/include/unicode/ucurr.h /usr/include/unicode/umisc.h \
  /usr/include/unicode/parseerr.h /usr/include/unicode/uformattable.h \
  /usr/include/unicode/udisplaycontext.h \
  /usr/include/unicode/ufieldpositer.h /usr/include/unicode/udatpg.h \
  /usr/include/unicode/ustring.h /usr/include/unicode/putil.h \
  /usr/include/unicode/uiter.h
