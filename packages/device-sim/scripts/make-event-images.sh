#!/usr/bin/env bash
# Makes the simulator's event images (docs/device-protocol.md "Events"): one labelled street scene
# per kind of event (snapshot.jpg) and the detected target cut out of it (crop.jpg), into
# assets/events/<kind>-<n>-{snapshot,crop}.jpg. Run once by hand (Debian ffmpeg with drawtext); the
# output is committed, so nothing runs ffmpeg at build, test or run time. Kept small (~15-30 KB each).
set -euo pipefail
cd "$(dirname "$0")/.."
out=assets/events
mkdir -p "$out"
rm -f "$out"/*.jpg
font=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
[ -f "$font" ] || { echo "needs $font (apt-get install fonts-dejavu-core)" >&2; exit 1; }

# kind n sky ground label x y w h colour [caption]
scene() {
  local kind=$1 n=$2 sky=$3 ground=$4 label=$5 x=$6 y=$7 w=$8 h=$9 colour=${10}
  local snap="$out/$kind-$n-snapshot.jpg" crop="$out/$kind-$n-crop.jpg"
  local vf="drawbox=x=0:y=200:w=640:h=160:color=${ground}:t=fill"
  vf+=",drawbox=x=0:y=270:w=640:h=6:color=0xdddddd@0.8:t=fill"
  vf+=",drawbox=x=40:y=80:w=120:h=120:color=0x55606a:t=fill,drawbox=x=470:y=60:w=140:h=140:color=0x4b5560:t=fill"
  if [ "$label" != "" ]; then
    vf+=",drawbox=x=${x}:y=${y}:w=${w}:h=${h}:color=${colour}:t=fill"
    vf+=",drawbox=x=$((x-4)):y=$((y-4)):w=$((w+8)):h=$((h+8)):color=0x00ff66:t=3"
    vf+=",drawtext=fontfile=${font}:text='${label}':x=$((x)):y=$((y-26)):fontsize=18:fontcolor=0x00ff66"
  fi
  vf+=",drawtext=fontfile=${font}:text='SIM CAM  ${kind^^} ${n}':x=12:y=12:fontsize=16:fontcolor=white:box=1:boxcolor=black@0.5"
  ffmpeg -loglevel error -y -f lavfi -i "color=c=${sky}:s=640x360:d=1" -vf "$vf" -frames:v 1 -q:v 7 "$snap"
  if [ "$label" != "" ]; then
    ffmpeg -loglevel error -y -i "$snap" -vf "crop=$((w+16)):$((h+16)):$((x-8)):$((y-8)),scale=-2:160" -q:v 6 "$crop"
  fi
}

scene person 1 0x6a8caf 0x5b5b5b PERSON 280 150 50 120 0xc03030
scene person 2 0x8aa0b8 0x4f4f4f PERSON 150 160 45 110 0x3050c0
scene motorVehicle 1 0x7d9bb8 0x505050 'VEHICLE AB1234' 220 210 190 90 0xd8d8d8
scene motorVehicle 2 0x5f7f9f 0x474747 'VEHICLE CD5678' 330 220 170 80 0x202020
scene nonMotorVehicle 1 0x7a96b0 0x555555 'NON-MOTOR' 300 190 90 80 0x2d8a4a
scene face 1 0x6d8ba8 0x5a5a5a FACE 300 120 60 70 0xe0b090
scene plate 1 0x7694b0 0x4c4c4c 'PLATE AB1234' 280 260 110 34 0xf0f0f0
scene common 1 0x66809a 0x575757 '' 0 0 0 0 black
ls -l "$out"
du -sh "$out"
