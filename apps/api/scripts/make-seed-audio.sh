#!/usr/bin/env bash
# Makes the short speech clips the seed gives its voice actors' samples (apps/api/seed/audio/).
# Run by hand once, not by CI: the clips are committed. Needs Debian's espeak-ng and lame:
#   apt-get install -y espeak-ng lame
# Each clip is spoken by espeak-ng with a different voice, variant, speed and pitch, then encoded
# to mono MP3 at 48 kbps (22.05 kHz), so all of them together stay well under 1.5 MB.
set -euo pipefail
out="$(cd "$(dirname "$0")/.." && pwd)/seed/audio"
mkdir -p "$out"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# name | voice+variant | words per minute | pitch (0-99) | text
clips=(
  "commercial-juice-en-us|en-us+f3|165|60|This summer, discover the freshest flavors in town. Sunny Bay Juice. Squeeze the day!"
  "narration-forest-en-gb|en-gb+m3|140|40|In the heart of the ancient forest, a quiet river carves its path, as it has for ten thousand years."
  "elearning-safety-en-us|en-us+m1|155|50|Welcome to module three. In this lesson, you will learn the five steps of a safe workplace inspection."
  "ivr-bank-en-us|en-us+f2|170|55|Thank you for calling Brightside Bank. For account balances, press one. To speak with an agent, press zero."
  "character-wizard-en-gb|en-gb+Gene|140|20|Ah, young traveler. The dragon sleeps beneath the mountain, and only the brave may wake it."
  "trailer-epic-en-us|en-us+m7|130|15|This winter. One city. One last chance. Nothing will ever be the same."
  "explainer-app-en-us|en-us+Annie|170|65|Meet Tally, the budgeting app that does the math for you. Sign up today, it takes less than a minute."
  "audiobook-en-gb|en-gb+f4|145|45|Chapter one. The letter arrived on a grey Tuesday morning, and nothing about it seemed unusual at first."
  "comercial-cafe-es|es+m3|155|45|Café Dorado. El sabor de las mañanas de siempre. Despierta con lo mejor."
  "narracion-es-419|es-419+f3|150|55|Bienvenidos al curso de primeros auxilios. Hoy aprenderemos a actuar con calma en una emergencia."
  "publicite-fr|fr-fr+f2|160|55|Nouveau chez Maison Lumière: des lampes qui changent de couleur avec votre humeur."
  "documentaire-fr|fr-fr+m2|140|40|Au large des côtes bretonnes, les phoques gris reviennent chaque printemps."
  "werbung-de|de+m1|155|45|Neu von Bergwerk: der Wanderschuh, der mit dir jeden Gipfel erreicht."
  "ivr-de|de+f3|150|55|Willkommen beim Kundenservice. Bitte halten Sie Ihre Kundennummer bereit."
  "pubblicita-it|it+f1|160|55|Pasta Fratelli Rossi. La tradizione italiana, ogni giorno sulla tua tavola."
  "comercial-pt-br|pt-br+m4|160|50|Chegou o novo Verão Mais! Descontos incríveis em toda a loja, só até domingo."
  # The demo voice actor's further samples (more than a public page of 6: her profile pages).
  "podcast-intro-en-us|en-us+f4|160|55|You are listening to Open Tabs, the show about the ideas that keep us up at night. I am your host."
  "meditation-en-us|en-us+f1|125|45|Close your eyes, and take a slow, deep breath. Let your shoulders soften as you breathe out."
  "corporativo-es-419|es-419+f2|155|55|En Grupo Andes, cada proyecto empieza con una conversación. Conozca nuestra historia."
)

# With arguments, only the clips of those names are made (the others stay byte-identical).
for clip in "${clips[@]}"; do
  IFS='|' read -r name voice speed pitch text <<<"$clip"
  if [ "$#" -gt 0 ] && [[ " $* " != *" $name "* ]]; then continue; fi
  espeak-ng -v "$voice" -s "$speed" -p "$pitch" -w "$tmp/$name.wav" "$text"
  # --nohist and no ID3 tags keep the output byte-identical between runs.
  lame --silent --nohist -m m -b 48 --resample 22.05 "$tmp/$name.wav" "$out/$name.mp3"
done
du -ch "$out"/*.mp3 | tail -1
