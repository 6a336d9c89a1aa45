#!/usr/bin/env bash
# Makes the demo catalogue's six short videos (jxj_page_video) from nothing but ffmpeg's own
# generators and a CJK font: an animated background, the title, and three points that appear one
# after another. One set a language, each in that language only: assets/videos/intro-N.cn.* for the
# Chinese page and intro-N.en.* for the English one, each as .mp4, .webm and a .jpg poster;
# committed. The titles are the dictionary's labels (cn) and English labels (en) of jxj_page_video
# in src/db/seed/dictionaries.ts: keep them the same. The web adds ".<lang>.<ext>" to the entry's
# base address. Needs ffmpeg (Debian package) and fonts-wqy-microhei; nothing is downloaded. Run
# from apps/server.
set -euo pipefail
FONT=${FONT:-/usr/share/fonts/truetype/wqy/wqy-microhei.ttc}
OUT=assets/videos
mkdir -p "$OUT"
DUR=9

# n | hue pair | cn title | cn point 1 | cn point 2 | cn point 3 | en title | en point 1 | en point 2 | en point 3
VIDEOS=(
  "1|0x1664ff:0x13c2c2|留学申请全流程解读|选校定位|准备材料并递交申请|拿到录取，办理签证|The Application Process Explained|Choose your schools|Prepare and submit|Offer, then visa"
  "2|0x2f54eb:0x722ed1|如何选择适合自己的国家与院校|预算与学制|专业排名与课程|毕业后的工作签证|Choosing the Right Country and School|Budget and course length|Subject ranking and modules|Work visas after graduation"
  "3|0xd4380d:0xfa8c16|奖学金申请攻略|尽早申请|成绩与经历|个人陈述打动评审|A Guide to Scholarship Applications|Apply early|Grades and experience|A statement that stands out"
  "4|0x08979c:0x52c41a|雅思托福备考经验分享|熟悉题型|每天练习听说读写|定期模拟考试|IELTS and TOEFL Preparation Tips|Know the test format|Practise every skill daily|Take timed mock tests"
  "5|0x531dab:0xeb2f96|学生签证办理指南|确认录取与CAS/COE|准备资金证明|预约递签与体检|Student Visa Guide|Confirm your CAS or COE|Prepare proof of funds|Book the visa and health check"
  "6|0x0958d9:0x36cfc9|留学生海外生活实录|找到合适的住宿|适应课堂与小组作业|社团、实习与旅行|Real Life as an International Student|Find the right housing|Lectures and group work|Clubs, internships, travel"
)

esc() { printf '%s' "$1" | sed -e "s/\\\\/\\\\\\\\/g" -e "s/'/\\\\'/g" -e 's/:/\\:/g' -e 's/%/\\%/g'; }
fade() { echo "alpha='if(lt(t,$1),0,if(lt(t,$1+0.6),(t-$1)/0.6,1))'"; }

# render <base name> <hue pair> <title size> <title> <point 1> <point 2> <point 3>
render() {
  local name=$1 hues=$2 size=$3 title=$4
  shift 4
  local from=${hues%%:*} to=${hues##*:}
  local draw="drawtext=fontfile=$FONT:text='$(esc "$title")':fontcolor=white:fontsize=$size:x=(w-tw)/2:y=86:$(fade 0.2)"
  local y=180 at=1.4 p
  for p in "$@"; do
    draw+=",drawtext=fontfile=$FONT:text='•  $(esc "$p")':fontcolor=white:fontsize=24:x=80:y=$y:$(fade "$at")"
    y=$((y + 48))
    at=$(echo "$at + 1.8" | bc)
  done
  local src="gradients=s=640x360:c0=$from:c1=$to:x0=0:y0=0:x1=640:y1=360:speed=0.02:duration=$DUR:rate=24"
  ffmpeg -y -loglevel error -f lavfi -i "$src" -vf "$draw,format=yuv420p" \
    -c:v libx264 -profile:v main -preset slow -crf 30 -movflags +faststart -an "$OUT/$name.mp4"
  ffmpeg -y -loglevel error -i "$OUT/$name.mp4" -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -an "$OUT/$name.webm"
  ffmpeg -y -loglevel error -ss 7.5 -i "$OUT/$name.mp4" -frames:v 1 -q:v 5 "$OUT/$name.jpg"
  echo "$name: $(du -k "$OUT/$name.mp4" | cut -f1) kB mp4, $(du -k "$OUT/$name.webm" | cut -f1) kB webm, $(du -k "$OUT/$name.jpg" | cut -f1) kB jpg"
}

for v in "${VIDEOS[@]}"; do
  IFS='|' read -r n hues tcn c1 c2 c3 ten e1 e2 e3 <<<"$v"
  # Latin letters are narrower than the CJK ones but the English titles are longer: 28 px keeps the
  # longest (37 characters) inside the 640 px frame.
  render "intro-$n.cn" "$hues" 38 "$tcn" "$c1" "$c2" "$c3"
  render "intro-$n.en" "$hues" 28 "$ten" "$e1" "$e2" "$e3"
done
