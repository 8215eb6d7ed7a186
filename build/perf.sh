#!/usr/bin/env bash
# perf.sh: measure the game against a base commit and print one table: each
# figure, today's value, the base's and the budget.
#
#   build/perf.sh [BASE]        default BASE: 184a52f
#   PERF_QUICK=1 build/perf.sh  memory and wasm only (no frame benchmarks)
#
# Memory is the peak resident set (GNU time's "Maximum resident set size")
# of the game in a private Xvfb screen of each size, through three runs: the
# 1942 map zoomed in step by step, panned and zoomed out (keys), the Battle
# Sheet at the first battle's first question with its odds (-scene battle),
# and the steps after the battles (-scene logistics); the largest of the
# three is the figure. "Empty window" is an Ebitengine program that only
# fills its window, the same size: what Mesa's software OpenGL and Go take
# before the game draws anything. Frame times come from the map's draw
# benchmarks (go test -bench, the median of three runs); they wander with
# the machine's load, so only memory is checked: perf.sh exits 1 when a
# memory figure is above its budget.
#
# The web page is timed in headless Chromium (build/webtime: a fresh profile,
# the first frame after navigation, then after a reload from the service
# worker's copy, the median of three browsers); the start-up from -fps's
# lines: "first frame drawn N ms after launch" and, after Enter on the title
# and Enter on the 1942 Set-Up, "campaign first drawn N ms after the input"
# (the base logs no such line: its column is empty).
#
# It installs what it needs first (build/deps.sh --perf: Xvfb, xdotool, GNU
# time, Chromium, and the C headers the base's cgo build needs); the base is
# built in a git worktree under build/out/perf (with cgo, as it was then);
# the empty window's program is written to build/out/perf/_empty, which ./...
# patterns skip.
set -uo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
if ! command -v go >/dev/null 2>&1 && [ -x /usr/local/go/bin/go ]; then
  export PATH="$PATH:/usr/local/go/bin"
fi
base="${1:-184a52f}"
out=build/out/perf
mkdir -p "$out/home"
out="$(cd "$out" && pwd)"
bash build/deps.sh --perf </dev/null >&2 || { echo "perf.sh: cannot install what it needs (build/deps.sh --perf)" >&2; exit 2; }
chromium=$(command -v chromium || command -v chromium-browser) || { echo "perf.sh: no Chromium" >&2; exit 2; }

echo "perf.sh: building today's game and the base ($base)" >&2
CGO_ENABLED=0 go build -o "$out/nimitz" . || exit 2
if [ ! -d "$out/base" ]; then
  git worktree add -f --detach "$out/base" "$base" >/dev/null 2>&1 || { echo "perf.sh: cannot check out $base" >&2; exit 2; }
fi
(cd "$out/base" && git checkout -q --detach "$base" && CGO_ENABLED=1 go build -o "$out/nimitz-base" .) ||
  { echo "perf.sh: the base does not build; its column is left empty" >&2; rm -f "$out/nimitz-base"; }
mkdir -p "$out/_empty"
cat >"$out/_empty/main.go" <<'EOF'
// Command empty fills a window for a few frames and exits: the least any
// Ebitengine game takes.
package main

import (
	"image/color"
	"os"
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

type game struct{ n int }

func (g *game) Update() error {
	if g.n++; g.n > 60 {
		os.Exit(0)
	}
	return nil
}
func (g *game) Draw(s *ebiten.Image)       { s.Fill(color.RGBA{0x0b, 0x1e, 0x3a, 0xff}) }
func (g *game) Layout(w, h int) (int, int) { return w, h }

func main() {
	w, _ := strconv.Atoi(os.Args[1])
	h, _ := strconv.Atoi(os.Args[2])
	ebiten.SetWindowSize(w, h)
	_ = ebiten.RunGame(&game{})
}
EOF
CGO_ENABLED=0 go build -o "$out/empty-window" "./build/out/perf/_empty" || exit 2
go build -o "$out/webtime" ./build/webtime || exit 2

# xscreen SIZE: a private Xvfb screen of SIZE; it sets the caller's disp
# (the screen's number) and x (Xvfb's pid), and endxscreen stops it.
xscreen() {
  disp=$((600 + RANDOM % 300))
  while [ -e /tmp/.X11-unix/X$disp ]; do disp=$((disp + 1)); done
  Xvfb :$disp -screen 0 "${1}x24" -nolisten tcp >/dev/null 2>&1 &
  x=$!
  sleep 0.5
}
endxscreen() {
  kill $x 2>/dev/null
  wait $x 2>/dev/null
}

# peak SIZE STEPS BIN ARGS...: the peak resident set in KB of BIN run in a
# screen of SIZE, with STEPS played by xdotool (key K | sleep S), then
# stopped by SIGTERM (a run that ends by itself ends sooner).
peak() {
  local size=$1 steps=$2 disp x t
  shift 2
  xscreen "$size"
  DISPLAY=:$disp HOME="$out/home" NIMITZ_MUTE=1 /usr/bin/time -v -o "$out/time.txt" "$@" >/dev/null 2>&1 &
  t=$!
  sleep 3
  set -- $steps
  while [ $# -gt 1 ]; do
    case $1 in
      key) DISPLAY=:$disp xdotool key "$2" ;;
      sleep) sleep "$2" ;;
    esac
    shift 2
    sleep 0.3
  done
  sleep 1
  pkill -TERM -P $t 2>/dev/null
  wait $t 2>/dev/null
  endxscreen
  awk '/Maximum resident/ {print $NF}' "$out/time.txt"
}

zoom="key equal sleep 1.5 key equal sleep 1.5 key equal sleep 1.5 key equal sleep 1.5"
zoom="$zoom key Left sleep 0.5 key Up sleep 0.5 key minus sleep 1 key minus sleep 1 key minus sleep 1 key Home sleep 1"
# memory BIN SIZE: the peaks of the three runs (map, battle, logistics) and
# the largest, in MB.
memory() {
  local bin=$1 size=$2 m b l
  [ -x "$bin" ] || { echo "- - - -"; return; }
  m=$(peak "$size" "$zoom" "$bin" -campaign 1942 -seed 1)
  b=$(peak "$size" "sleep 2" "$bin" -scene battle -seed 1)
  l=$(peak "$size" "sleep 1" "$bin" -scene logistics -seed 1)
  echo "$m $b $l" | awk '{m=0; for (i=1;i<=NF;i++) {if ($i>m) m=$i; printf "%.0f ", $i/1024}; printf "%.0f", m/1024}'
}

# firstframe BIN ARGS...: the median of three launches' "first frame drawn N
# ms after launch" (-fps) in a 1920x1080 screen, in ms.
firstframe() {
  local bin=$1 disp x t i
  shift
  [ -x "$bin" ] || { echo "-"; return; }
  for i in 1 2 3; do
    xscreen 1920x1080
    DISPLAY=:$disp HOME="$out/home" NIMITZ_MUTE=1 timeout -s TERM 6 "$bin" -fps "$@" 2>&1 >/dev/null |
      sed -n 's/.*first frame drawn \([0-9]*\) ms.*/\1/p' | head -1
    endxscreen
  done | sort -n | sed -n 2p
}

# web TREE NAME: the browser build of the tree in TREE, by its own
# build/web.sh, into $out/web-NAME; then its gzipped wasm in MB and its
# first frame cold and from the cache in ms ("- - -" when it does not build).
web() {
  local dir="$out/web-$2"
  rm -rf "$dir"
  (cd "$1" && bash build/web.sh "$dir") >/dev/null 2>&1 || { echo "- - -"; return; }
  printf '%s ' "$(wc -c <"$dir/nimitz.wasm.gz" | awk '{printf "%.2f", $1/1e6}')"
  "$out/webtime" -chromium "$chromium" "$dir" 2>/dev/null || echo "- -"
}

# mapafter BIN: the median of three runs' time from the Enter that starts the
# 1942 campaign on its Set-Up to the map's first frame (-fps), in ms, in a
# 1920x1080 screen: Enter on the title opens the Set-Up of the first
# campaign.
mapafter() {
  local bin=$1 disp x k i
  [ -x "$bin" ] || { echo "-"; return; }
  for i in 1 2 3; do
    xscreen 1920x1080
    rm -rf "$out/home-map"
    mkdir -p "$out/home-map"
    (sleep 3; DISPLAY=:$disp xdotool key Return; sleep 2; DISPLAY=:$disp xdotool key Return) &
    k=$!
    DISPLAY=:$disp HOME="$out/home-map" XDG_CONFIG_HOME="$out/home-map" NIMITZ_MUTE=1 timeout -s TERM 10 "$bin" -fps -seed 1 2>&1 >/dev/null |
      sed -n 's/.*campaign first drawn \([0-9]*\) ms after the input.*/\1/p' | head -1
    # Only the keys' subshell: a bare wait would wait for Xvfb too.
    wait $k 2>/dev/null
    endxscreen
  done | sort -n | awk '{a[NR]=$1} END {if (NR) print a[int((NR+1)/2)]; else print "-"}'
}

# bench DIR NAME: the median ms/op of BenchmarkNAME over three runs in DIR.
bench() {
  (cd "$1" && xvfb-run -a -s "-screen 0 1920x1080x24" go test ./scenes/campaign -timeout 40m -run '^$' \
    -bench "^Benchmark$2\$" -benchtime 2x -count 3 2>/dev/null) |
    awk '/ns\/op/ {print $3/1e6}' | sort -n | awk '{a[NR]=$1} END {if (NR) printf "%.0f", a[int((NR+1)/2)]; else print "-"}'
}

fail=0
row() { printf '%-44s %12s %12s %12s\n' "$1" "$2" "$3" "$4"; }
check() { # value budget: fails above budget
  if [ "$1" != "-" ] && awk -v a="$1" -v b="$2" 'BEGIN {exit !(a > b)}'; then fail=1; echo "  ^ above its budget"; fi
}
declare -A mem
for size in 1920x1080 1366x768; do
  w=${size%x*} h=${size#*x}
  echo "perf.sh: memory at $size" >&2
  read -r -a now <<<"$(memory "$out/nimitz" "$size")"
  read -r -a old <<<"$(memory "$out/nimitz-base" "$size")"
  for i in 0 1 2 3; do mem[$size,now,$i]=${now[$i]}; mem[$size,base,$i]=${old[$i]}; done
  # The game's window is 96% x 90% of the screen (scenes.WindowSize).
  mem[$size,empty]=$(peak "$size" "" "$out/empty-window" $((w * 96 / 100)) $((h * 90 / 100)) | awk '{printf "%.0f", $1/1024}')
done
echo "perf.sh: the browser build" >&2
read -r -a wnow <<<"$(web . now)"
read -r -a wbase <<<"$(web "$out/base" base)"

row "Figure" "Today" "Base $base" "Budget"
for size in 1920x1080 1366x768; do
  budget=150
  [ $size = 1366x768 ] && budget=120
  row "Peak memory at $size (MB)" "${mem[$size,now,3]}" "${mem[$size,base,3]}" "$budget"
  check "${mem[$size,now,3]}" $budget
  row "  the map, zoomed in and out" "${mem[$size,now,0]}" "${mem[$size,base,0]}" ""
  row "  the Battle Sheet and its odds" "${mem[$size,now,1]}" "${mem[$size,base,1]}" ""
  row "  the steps after the battles" "${mem[$size,now,2]}" "${mem[$size,base,2]}" ""
  row "  an empty Ebitengine window" "${mem[$size,empty]}" "" ""
done
row "Gzipped wasm (MB)" "${wnow[0]}" "${wbase[0]}" "3.5"
row "Web page's first frame, cold (ms)" "${wnow[1]}" "${wbase[1]}" "1500"
row "Web page's first frame, from cache (ms)" "${wnow[2]}" "${wbase[2]}" ""
echo "perf.sh: start-up" >&2
row "Launch to the title's first frame (ms)" "$(firstframe "$out/nimitz")" "$(firstframe "$out/nimitz-base")" "500"
row "Enter on the Set-Up to the map (ms)" "$(mapafter "$out/nimitz")" "$(mapafter "$out/nimitz-base")" "300"
row "Launch to the 1942 map's first frame (ms)" "$(firstframe "$out/nimitz" -campaign 1942 -seed 1)" "$(firstframe "$out/nimitz-base" -campaign 1942 -seed 1)" ""
if [ -z "${PERF_QUICK:-}" ]; then
  for b in "DrawZoomStep:Zoom step settled (ms)" "DrawZoomPreview:Zoom step, first frame (ms)" \
    "DrawNewState:Frame after a decision (ms)" "DrawResized:Resize, first frame (ms)" \
    "DrawPan:Pan frame (ms)" "Draw:Hover frame (ms)"; do
    name=${b%%:*} label=${b#*:}
    echo "perf.sh: benchmark $name" >&2
    case $name in
      DrawZoomStep | DrawZoomPreview | DrawResized) budget=100 ;;
      DrawNewState) budget=50 ;;
      *) budget=33 ;;
    esac
    row "$label" "$(bench . "$name")" "$(bench "$out/base" "$name")" "$budget"
  done
fi
exit $fail
