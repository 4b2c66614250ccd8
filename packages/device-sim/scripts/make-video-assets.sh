#!/usr/bin/env bash
# Makes the simulator's H.264 video loops (packages/device-sim/assets/video). Run once by a developer
# after changing the look of the clips or the demo fleet; the output is committed and nothing at run
# time needs ffmpeg.
#
#   packages/device-sim/scripts/make-video-assets.sh [--seconds 6] [--crf 30] [--demo-count 12] [--demo-seed vms-demo] [--demo-channels 4]
#
# Needs Debian's ffmpeg (apt-get install -y ffmpeg, with libx264), fonts-dejavu-core, node, and a
# built @vms/device-sim (pnpm --filter @vms/device-sim build) to list the demo fleet's devices.
#
# Every clip: libx264 baseline, no B-frames, SPS/PPS before every IDR (repeat-headers), GOP of 2 s
# (keyint = min-keyint = 50, scenecut=0), fixed 25 fps, a whole number of GOPs per loop, Annex B
# (.h264). The picture shows the label, the clip's own clock, the frame counter and the stream, on a
# background colour of its own (listed in clips.json, so a test can tell channels apart by colour).
#   - generic clips ch01..ch16, labelled "CH n", for any device's channel n;
#   - demo clips <sn>-chNN, labelled with the device's name and SN and "CH n", for the demo fleet
#     (generateFleet({count: --demo-count, seed: --demo-seed})), up to --demo-channels per device.
# Each clip exists as main (1280x720) and sub (640x360).
# Also the audio loop assets/audio/tone.aac (issue 31): 6 s of AAC-LC in ADTS, 16 kHz mono, 32 kb/s, a
# warbling tone with a 3 Hz tremolo (voice-like loudness changes); channel 1 of every device sends it.
set -euo pipefail

SECONDS_PER_LOOP=6
CRF=30
DEMO_COUNT=12
DEMO_SEED=vms-demo
DEMO_CHANNELS=4
while [[ $# -gt 0 ]]; do
  case "$1" in
    --seconds) SECONDS_PER_LOOP=$2; shift 2 ;;
    --crf) CRF=$2; shift 2 ;;
    --demo-count) DEMO_COUNT=$2; shift 2 ;;
    --demo-seed) DEMO_SEED=$2; shift 2 ;;
    --demo-channels) DEMO_CHANNELS=$2; shift 2 ;;
    -h|--help) sed -n '2,20p' "$0"; exit 0 ;;
    *) echo "unknown option $1" >&2; exit 2 ;;
  esac
done

FPS=25
GOP=50
if (( SECONDS_PER_LOOP * FPS % GOP != 0 )); then echo "--seconds must make whole GOPs of $GOP frames" >&2; exit 2; fi
FRAMES=$(( SECONDS_PER_LOOP * FPS ))
HERE=$(cd "$(dirname "$0")" && pwd)
OUT="$HERE/../assets/video"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
MONO=/usr/share/fonts/truetype/dejavu/DejaVuSansMono-Bold.ttf
command -v ffmpeg >/dev/null || { echo "ffmpeg is missing: apt-get install -y ffmpeg" >&2; exit 1; }
[[ -f $FONT && -f $MONO ]] || { echo "DejaVu fonts are missing: apt-get install -y fonts-dejavu-core" >&2; exit 1; }

mkdir -p "$OUT/../audio"
ffmpeg -nostdin -v error -y -f lavfi -i "aevalsrc=0.4*sin(2*PI*(440+110*sin(2*PI*0.5*t))*t)*(0.6+0.4*sin(2*PI*3*t)):s=16000:d=$SECONDS_PER_LOOP" \
  -c:a aac -profile:a aac_low -b:a 32k -ac 1 -f adts "$OUT/../audio/tone.aac"
echo "audio loop: assets/audio/tone.aac"

rm -f "$OUT"/*.h264 "$OUT"/clips.json
mkdir -p "$OUT"
MANIFEST=()
CLIP_NO=0

# Background colour of clip k: golden-angle hue steps, so neighbours differ clearly.
colour() {
  awk -v k="$1" 'BEGIN {
    h = (k * 137.508) % 360; s = 0.55; v = 0.45; c = v * s; x = c * (1 - (((h / 60) % 2) - 1 < 0 ? 1 - ((h / 60) % 2) : ((h / 60) % 2) - 1)); m = v - c;
    if (h < 60) { r = c; g = x; b = 0 } else if (h < 120) { r = x; g = c; b = 0 } else if (h < 180) { r = 0; g = c; b = x }
    else if (h < 240) { r = 0; g = x; b = c } else if (h < 300) { r = x; g = 0; b = c } else { r = c; g = 0; b = x }
    printf "%02x%02x%02x", (r + m) * 255, (g + m) * 255, (b + m) * 255 }'
}

# encode <file stem> <chlIndex> <sn or ""> <device line or "">
encode() {
  local stem=$1 chl=$2 sn=$3 device=$4 bg snjson=null
  [[ -n $sn ]] && snjson="\"$sn\""
  bg=$(colour "$CLIP_NO")
  CLIP_NO=$((CLIP_NO + 1))
  for stream in main sub; do
    local size=1280x720 h=720
    [[ $stream == sub ]] && size=640x360 h=360
    local vf="drawtext=fontfile=$MONO:text='%{pts\\:hms}':x=(w-tw)/2:y=h*0.50:fontsize=$((h / 10)):fontcolor=white"
    vf+=",drawtext=fontfile=$MONO:text='frame %{eif\\:n\\:d\\:4}':x=(w-tw)/2:y=h*0.66:fontsize=$((h / 14)):fontcolor=yellow"
    vf+=",drawtext=fontfile=$FONT:text='CH $chl':x=(w-tw)/2:y=h*0.26:fontsize=$((h / 6)):fontcolor=white"
    vf+=",drawtext=fontfile=$FONT:text='$stream ${size/x/×}':x=(w-tw)/2:y=h*0.84:fontsize=$((h / 20)):fontcolor=white@0.8"
    [[ -n $device ]] && vf+=",drawtext=fontfile=$FONT:text='$device':x=(w-tw)/2:y=h*0.10:fontsize=$((h / 14)):fontcolor=white"
    ffmpeg -nostdin -v error -y -f lavfi -i "color=c=0x$bg:s=$size:r=$FPS" -frames:v "$FRAMES" -vf "$vf" \
      -c:v libx264 -profile:v baseline -preset slow -crf "$CRF" -pix_fmt yuv420p \
      -x264-params "keyint=$GOP:min-keyint=$GOP:scenecut=0:bframes=0:repeat-headers=1" \
      -f h264 "$OUT/$stem-$stream.h264"
    MANIFEST+=("{\"file\":\"$stem-$stream.h264\",\"stream\":\"$stream\",\"chlIndex\":$chl,\"sn\":$snjson,\"label\":\"${device:+$device · }CH $chl\",\"background\":\"#$bg\"}")
  done
  echo "  $stem (#$bg)"
}

echo "generic clips:"
for chl in $(seq 1 16); do encode "$(printf 'ch%02d' "$chl")" "$chl" "" ""; done

echo "demo fleet clips (seed $DEMO_SEED, $DEMO_COUNT devices):"
DIST="$HERE/../dist/index.js"
[[ -f $DIST ]] || { echo "build @vms/device-sim first (pnpm --filter @vms/device-sim build)" >&2; exit 1; }
while IFS='|' read -r sn name count; do
  for chl in $(seq 1 "$(( count < DEMO_CHANNELS ? count : DEMO_CHANNELS ))"); do
    encode "$(printf '%s-ch%02d' "$sn" "$chl")" "$chl" "$sn" "$name  $sn"
  done
done < <(node --input-type=module -e "
  const { generateFleet } = await import(process.argv[1]);
  for (const d of generateFleet({ count: Number(process.argv[2]), seed: process.argv[3] }))
    if (d.channels.length) console.log([d.sn, d.name, d.channels.length].join('|'));
" "$DIST" "$DEMO_COUNT" "$DEMO_SEED")

{
  echo "{"
  echo "  \"fps\": $FPS, \"gopFrames\": $GOP, \"loopFrames\": $FRAMES, \"crf\": $CRF,"
  echo "  \"clips\": ["
  last=$(( ${#MANIFEST[@]} - 1 ))
  for i in "${!MANIFEST[@]}"; do echo "    ${MANIFEST[$i]}$([[ $i -lt $last ]] && echo ,)"; done
  echo "  ]"
  echo "}"
} > "$OUT/clips.json"
du -ch "$OUT"/*.h264 | tail -1
