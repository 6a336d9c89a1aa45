#!/usr/bin/env bash
# Makes the demo catalogue's six short videos (jxj_page_video) from nothing but ffmpeg's own
# generators and a CJK font: an animated background, the title in Chinese and English, and three
# points that appear one after another. Output: assets/videos/intro-N.{mp4,webm,jpg}, committed.
# Needs ffmpeg (Debian package) and fonts-wqy-microhei; nothing is downloaded. Run from apps/server.
set -euo pipefail
FONT=${FONT:-/usr/share/fonts/truetype/wqy/wqy-microhei.ttc}
OUT=assets/videos
mkdir -p "$OUT"
DUR=9

# title_cn | title_en | hue pair | point1 | point2 | point3   (each point "中文 / English")
VIDEOS=(
  "留学申请全流程解读|The Application Process Explained|0x1664ff:0x13c2c2|选校定位 / Choose your schools|准备材料并递交申请 / Prepare and submit|拿到录取，办理签证 / Offer, then visa"
  "如何选择适合自己的国家与院校|Choosing the Right Country and School|0x2f54eb:0x722ed1|预算与学制 / Budget and course length|专业排名与课程 / Subject ranking and modules|毕业后的工作签证 / Work visas after graduation"
  "奖学金申请攻略|A Guide to Scholarship Applications|0xd4380d:0xfa8c16|尽早申请 / Apply early|成绩与经历 / Grades and experience|个人陈述打动评审 / A statement that stands out"
  "雅思托福备考经验分享|IELTS and TOEFL Preparation Tips|0x08979c:0x52c41a|熟悉题型 / Know the test format|每天练习听说读写 / Practise every skill daily|定期模拟考试 / Take timed mock tests"
  "学生签证办理指南|Student Visa Guide|0x531dab:0xeb2f96|确认录取与CAS/COE / Confirm your CAS or COE|准备资金证明 / Prepare proof of funds|预约递签与体检 / Book the visa and health check"
  "留学生海外生活实录|Real Life as an International Student|0x0958d9:0x36cfc9|找到合适的住宿 / Find the right housing|适应课堂与小组作业 / Lectures and group work|社团、实习与旅行 / Clubs, internships, travel"
)

esc() { printf '%s' "$1" | sed -e "s/\\\\/\\\\\\\\/g" -e "s/'/\\\\'/g" -e 's/:/\\:/g' -e 's/%/\\%/g'; }

n=0
for v in "${VIDEOS[@]}"; do
  n=$((n + 1))
  IFS='|' read -r tcn ten hues p1 p2 p3 <<<"$v"
  c0=${hues%%:*}
  c1=${hues##*:}
  fade() { echo "alpha='if(lt(t,$1),0,if(lt(t,$1+0.6),(t-$1)/0.6,1))'"; }
  draw="drawtext=fontfile=$FONT:text='$(esc "$tcn")':fontcolor=white:fontsize=38:x=(w-tw)/2:y=70:$(fade 0.2)"
  draw+=",drawtext=fontfile=$FONT:text='$(esc "$ten")':fontcolor=white@0.85:fontsize=22:x=(w-tw)/2:y=122:$(fade 0.5)"
  y=190
  at=1.6
  for p in "$p1" "$p2" "$p3"; do
    draw+=",drawtext=fontfile=$FONT:text='•  $(esc "$p")':fontcolor=white:fontsize=22:x=70:y=$y:$(fade $at)"
    y=$((y + 44))
    at=$(echo "$at + 1.8" | bc)
  done
  src="gradients=s=640x360:c0=$c0:c1=$c1:x0=0:y0=0:x1=640:y1=360:speed=0.02:duration=$DUR:rate=24"
  ffmpeg -y -loglevel error -f lavfi -i "$src" -vf "$draw,format=yuv420p" \
    -c:v libx264 -profile:v main -preset slow -crf 30 -movflags +faststart -an "$OUT/intro-$n.mp4"
  ffmpeg -y -loglevel error -i "$OUT/intro-$n.mp4" -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -an "$OUT/intro-$n.webm"
  ffmpeg -y -loglevel error -ss 7.5 -i "$OUT/intro-$n.mp4" -frames:v 1 -q:v 5 "$OUT/intro-$n.jpg"
  echo "intro-$n: $(du -k "$OUT/intro-$n.mp4" | cut -f1) kB mp4, $(du -k "$OUT/intro-$n.webm" | cut -f1) kB webm"
done
