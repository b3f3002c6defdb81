#!/usr/bin/env bash
# Builds `almanac` with the Swift runtime and Foundation linked statically and without the
# SystemICU trait (locale data from the Foundation linked in, with its own ICU data), so that it
# needs only the system's C libraries at run time, whatever Swift or ICU the host has
# (libmicrohttpd, libcurl, zlib and Brotli are loaded when a command needs them), and packs it
# with its service files and its manual page:
#
#   .build/packages/almanac-VERSION-linux-ARCH.tar.gz
#
# Usage: tools/package/build.sh            (prints the archive's path on its last line)
set -euo pipefail
cd "$(dirname "$0")/../.."

version=$(sed -n 's/^  public static let current = "\(.*\)"$/\1/p' Sources/AlmanacQueries/Doors/AlmanacVersion.swift)
[ -n "$version" ] || { echo "Error: no version in Sources/AlmanacQueries/Doors/AlmanacVersion.swift" >&2; exit 65; }
arch=$(uname -m)
out=.build/packages
stage="$out/almanac-$version-linux-$arch"

# A scratch directory carries absolute paths (Clang's module cache): one made for a checkout at
# another path (a copied work tree) cannot be reused, so it is started afresh.
scratch=.build-static
if [ -d "$scratch" ] && [ "$(cat "$scratch/.source-path" 2>/dev/null)" != "$PWD" ]; then
  rm -rf "$scratch"
fi
mkdir -p "$scratch"
echo "$PWD" > "$scratch/.source-path"

swift build -c release --static-swift-stdlib --disable-default-traits --product almanac \
  --scratch-path "$scratch" >&2
binary=$scratch/release/almanac

# Nothing of the toolchain may be needed at run time.
if ldd "$binary" | grep -E '/opt/swift|libswift|libFoundation|libicu|not found' >&2; then
  echo "build.sh: $binary still needs the Swift toolchain's libraries or the system's ICU" >&2
  exit 1
fi

rm -rf "$stage"
mkdir -p "$stage"
install -m 0755 "$binary" "$stage/almanac"
if command -v strip >/dev/null; then strip "$stage/almanac"; fi
install -m 0644 tools/package/almanac.service tools/package/almanac.default "$stage/"
install -m 0644 README.md "$stage/README.md"
# The manual page, written by the binary from its commands' declarations.
"$stage/almanac" help --man > "$stage/almanac.1"
tar -C "$out" -czf "$stage.tar.gz" "$(basename "$stage")"
echo "$stage.tar.gz"
