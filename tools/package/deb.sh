#!/usr/bin/env bash
# Builds the Debian package of `almanac` from tools/package/build.sh's binary:
#
#   .build/packages/almanac_VERSION_ARCH.deb
#
# It installs /usr/bin/almanac, the systemd unit /lib/systemd/system/almanac.service and its
# settings /etc/default/almanac (a conffile), and the manual page almanac(1). Its dependencies
# are those of the binary (each shared library it links, by the package that holds it here) and
# the libraries `almanac serve` loads at run time: libmicrohttpd12 (Depends), libcurl4, zlib1g and libbrotli1 (Recommends:
# updates and compression go without them). No Swift toolchain is needed where it is installed.
#
# Usage: tools/package/deb.sh               (prints the package's path on its last line)
set -euo pipefail
cd "$(dirname "$0")/../.."

archive=$(tools/package/build.sh | tail -n 1)
version=$(sed -n 's/^  public static let current = "\(.*\)"$/\1/p' Sources/AlmanacQueries/Doors/AlmanacVersion.swift)
[ -n "$version" ] || { echo "Error: no version in Sources/AlmanacQueries/Doors/AlmanacVersion.swift" >&2; exit 65; }
arch=$(dpkg --print-architecture)
root=.build/packages/deb-root
rm -rf "$root"
mkdir -p "$root/DEBIAN" "$root/usr/bin" "$root/lib/systemd/system" "$root/etc/default" \
  "$root/usr/share/doc/almanac" "$root/usr/share/man/man1"
tar -xzf "$archive" -C .build/packages
stage="${archive%.tar.gz}"
install -m 0755 "$stage/almanac" "$root/usr/bin/almanac"
install -m 0644 "$stage/almanac.service" "$root/lib/systemd/system/almanac.service"
install -m 0644 "$stage/almanac.default" "$root/etc/default/almanac"
gzip -9n < "$stage/README.md" > "$root/usr/share/doc/almanac/README.md.gz"
gzip -9n < "$stage/almanac.1" > "$root/usr/share/man/man1/almanac.1.gz"

# The packages of the libraries the binary links (as this machine resolves them).
depends=()
while read -r library; do
  package=""
  # /lib is a link to /usr/lib on merged-/usr systems: dpkg knows one spelling or the other.
  for path in "$library" "/usr$library" "${library#/usr}" "$(readlink -f "$library")"; do
    package=$( (dpkg -S "$path" 2>/dev/null || true) | head -n 1 | cut -d: -f1)
    [ -n "$package" ] && break
  done
  if [ -z "$package" ]; then
    echo "deb.sh: no package holds $library" >&2
    exit 1
  fi
  depends+=("$package")
done < <(ldd "$root/usr/bin/almanac" | awk '/=> \// { print $3 }')
depends+=(libmicrohttpd12)
depends_line=$(printf '%s\n' "${depends[@]}" | sort -u | paste -sd, - | sed 's/,/, /g')
installed_kb=$(du -sk "$root" | cut -f1)

cat > "$root/DEBIAN/control" <<CONTROL
Package: almanac
Version: $version
Architecture: $arch
Maintainer: Almanac maintainers <almanac@localhost>
Installed-Size: $installed_kb
Depends: $depends_line
Recommends: libcurl4, zlib1g, libbrotli1
Section: utils
Priority: optional
Homepage: https://github.com/almanac/almanac
Description: Chinese-market calendar data: lunar dates, solar terms, holidays, 调休
 The almanac command line (month pages, days, holidays and working days, feeds)
 and almanac serve, a self-hosted holiday and calendar HTTP API (timor.tech
 compatible), with a systemd unit. The Swift runtime is linked in.
CONTROL
echo "/etc/default/almanac" > "$root/DEBIAN/conffiles"
cat > "$root/DEBIAN/postinst" <<'POSTINST'
#!/bin/sh
set -e
if [ "$1" = "configure" ] && [ -d /run/systemd/system ]; then
  systemctl daemon-reload >/dev/null 2>&1 || true
fi
exit 0
POSTINST
cat > "$root/DEBIAN/postrm" <<'POSTRM'
#!/bin/sh
set -e
if [ -d /run/systemd/system ]; then
  systemctl daemon-reload >/dev/null 2>&1 || true
fi
exit 0
POSTRM
chmod 0755 "$root/DEBIAN/postinst" "$root/DEBIAN/postrm"

package=.build/packages/almanac_${version}_${arch}.deb
dpkg-deb --root-owner-group --build "$root" "$package" >&2
echo "$package"
