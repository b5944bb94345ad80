#!/bin/sh
# Makes the print files' ICC profiles (ADR 0026) from Debian packages; run once, the results are committed.
#   apt-get install argyll icc-profiles-free
#   sh libs/pdf/src/pdfx/profiles/make-profiles.sh
# FOGRA39L.ti3 is Fogra's characterisation data of offset printing on coated paper (ISO 12647-2:2004/Amd 1),
# the data behind "ISO Coated v2" / "Coated FOGRA39"; ArgyllCMS's colprof turns it into an output ('prtr')
# profile: medium quality, ramped black generation, 330 % total ink (the FOGRA39 condition's limit).
# sRGB.icc is icc-profiles-free's sRGB (the colour space Chromium's text, vectors and our pictures are in).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp /usr/share/color/icc/FOGRA39L.ti3 "$work/"
(cd "$work" && colprof -qm -kr -l330 \
  -D "Coated FOGRA39 (ISO 12647-2:2004/Amd 1), ArgyllCMS colprof from FOGRA39L.ti3" \
  -C "Data: Fogra FOGRA39L via Debian icc-profiles-free (Zlib licence); profile: ArgyllCMS colprof" \
  -O FOGRA39L-argyll.icc FOGRA39L >/dev/null)
cp "$work/FOGRA39L-argyll.icc" "$here/FOGRA39L-argyll.icc"
cp /usr/share/color/icc/sRGB.icc "$here/sRGB.icc"
ls -l "$here"/*.icc
