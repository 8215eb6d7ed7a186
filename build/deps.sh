#!/usr/bin/env bash
# deps.sh: install the Debian/Ubuntu packages the game needs to build and run.
#
#   build/deps.sh          the libraries the game loads when it runs (OpenGL, X11,
#                          ALSA); building it needs Go alone (no cgo)
#   build/deps.sh --test   also the packages the tests need (Xvfb, xauth, xdotool,
#                          ImageMagick; a C compiler for the race detector; Wine and
#                          MinGW for the Windows build's test, Chromium for the
#                          browser build's test; zip for releases)
#   build/deps.sh --perf   also what build/perf.sh needs: the tests' X tools and
#                          GNU time, Chromium for the web page's times, and the
#                          C headers the base it measures against (184a52f,
#                          Ebitengine 2.8.8, built with cgo) compiles with
#
# Installs only what `dpkg -s` reports missing, runs `apt-get update` once and only
# when something must be installed, uses sudo only when not root. Never asks
# questions: safe in CI and with no stdin.
set -euo pipefail

want_test=0 want_perf=0
for arg in "$@"; do
  case "$arg" in
    --test) want_test=1 ;;
    --perf) want_perf=1 ;;
    -h|--help) sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "deps.sh: unknown option: $arg (use --test, --perf or nothing)" >&2; exit 2 ;;
  esac
done

# What the game opens at run time on Linux: Ebitengine loads OpenGL (libgl1
# brings Mesa's GLX) and the X11 libraries through purego, Oto ALSA's
# libasound where no PulseAudio or PipeWire server answers. Nothing is
# compiled against them: the game builds with CGO_ENABLED=0.
packages=(libgl1 libx11-6 libxcursor1 libxext6 libxi6 libxinerama1 libxrandr2 libxrender1
  libasound2)
if [ "$want_test" = 1 ]; then
  packages+=(xvfb xauth xdotool imagemagick)
  # go test -race (the odds beside the game) needs cgo: a C compiler.
  packages+=(gcc libc6-dev)
  # The Windows build runs under Wine (wine64; gcc-mingw-w64-x86-64 builds the
  # test-only bcryptprimitives.dll stub of build/wine/), the browser build in
  # headless Chromium, and build/release.sh (which the tests run) packs zips.
  packages+=(wine64 gcc-mingw-w64-x86-64 chromium zip)
fi
if [ "$want_perf" = 1 ]; then
  # perf.sh plays the game in Xvfb with xdotool, reads GNU time's peak
  # memory, and times the web page in headless Chromium.
  packages+=(xvfb xauth xdotool time chromium gcc libc6-dev)
  # The base is built as it was then: Ebitengine 2.8.8 compiles GLFW with
  # cgo against the X11 and OpenGL headers, Oto against ALSA's, and the
  # native file dialog (sqweek/dialog) against GTK 3's.
  packages+=(pkg-config libx11-dev libxrandr-dev libxcursor-dev libxinerama-dev libxi-dev
    libxxf86vm-dev libgl-dev libasound2-dev libgtk-3-dev)
fi

missing=()
declare -A seen
for p in "${packages[@]}"; do
  [ -z "${seen[$p]:-}" ] || continue
  seen[$p]=1
  if ! dpkg -s "$p" >/dev/null 2>&1; then
    missing+=("$p")
  fi
done

if [ "${#missing[@]}" -eq 0 ]; then
  echo "deps.sh: all ${#seen[@]} system packages are installed."
else
  echo "deps.sh: installing ${missing[*]}"
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "deps.sh: apt-get not found; this script knows Debian and Ubuntu only." >&2
    echo "deps.sh: please install these packages (or your system's equivalents): ${missing[*]}" >&2
    exit 1
  fi
  sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then
      sudo=(sudo -n)
      # Ask for a password only when there is a terminal to ask on.
      if ! sudo -n true 2>/dev/null && [ -t 0 ]; then
        sudo=(sudo)
      fi
    else
      echo "deps.sh: not root and sudo is missing, so cannot install: ${missing[*]}" >&2
      echo "deps.sh: as root, run: apt-get update && apt-get install -y ${missing[*]}" >&2
      exit 1
    fi
  fi
  export DEBIAN_FRONTEND=noninteractive
  if ! "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update </dev/null; then
    echo "deps.sh: apt-get update failed (network? permissions? sudo password?)." >&2
    exit 1
  fi
  if ! "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}" </dev/null; then
    echo "deps.sh: could not install: ${missing[*]}" >&2
    echo "deps.sh: try by hand: apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  echo "deps.sh: installed ${missing[*]}"
fi

# Go itself is not taken from Debian (Debian 12's golang is too old for this module);
# say clearly what is needed rather than failing later with a cryptic error.
if ! command -v go >/dev/null 2>&1; then
  if [ -x /usr/local/go/bin/go ]; then
    echo "deps.sh: note: Go is in /usr/local/go/bin, which is not on PATH (play.sh and test.sh add it)."
  else
    echo "deps.sh: Go is not installed. Install Go $(sed -n 's/^go //p' "$(dirname "$0")/../go.mod") or newer from https://go.dev/dl/ (into /usr/local/go)." >&2
    exit 1
  fi
fi
