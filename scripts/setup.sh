#!/usr/bin/env bash
# Idempotent setup: installs only what is missing, so a second run takes seconds.
#   bash scripts/setup.sh          everything needed to run Versio
#   bash scripts/setup.sh --test   the same, plus what the test suite needs (Chromium, Whitaker's Words)
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
WITH_TEST=0
[ "${1:-}" = "--test" ] && WITH_TEST=1

say() { printf '\033[1m[setup]\033[0m %s\n' "$*"; }
warn() { printf '\033[1;33m[setup]\033[0m %s\n' "$*" >&2; }

# --- Node ----------------------------------------------------------------------------------------
node_major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$node_major" -lt 20 ]; then
  echo "Versio needs Node.js 20 or newer (found: $(node --version 2>/dev/null || echo none))." >&2
  exit 1
fi

# --- Debian packages -----------------------------------------------------------------------------
APT_PKGS=(tesseract-ocr tesseract-ocr-lat tesseract-ocr-grc tesseract-ocr-ita tesseract-ocr-osd hunspell hunspell-it hunspell-fr-classical hunspell-en-us ffmpeg espeak-ng fonts-dejavu-core)
# With --test also the book typefaces of the photo-recognition evaluation set (GFS Greek revivals, Libertine,
# EB Garamond, URW's Century and Palatino clones).
[ "$WITH_TEST" = 1 ] && APT_PKGS+=(chromium whitakers-words fonts-gfs-didot fonts-gfs-porson fonts-gfs-artemisia fonts-gfs-bodoni-classic fonts-gfs-neohellenic fonts-linuxlibertine fonts-ebgaramond fonts-urw-base35)
missing=()
for p in "${APT_PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; elif command -v sudo >/dev/null; then sudo "$@"; else return 1; fi; }
apt_updated=0
apt_update_once() { [ "$apt_updated" = 1 ] || { as_root apt-get update -qq && apt_updated=1; }; }
if [ "${#missing[@]}" -gt 0 ]; then
  if command -v apt-get >/dev/null; then
    say "installo i pacchetti Debian: ${missing[*]}"
    if ! { apt_update_once && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null; }; then
      warn "impossibile installare ${missing[*]} (servono i permessi di root): installali a mano con apt-get."
    fi
  else
    warn "apt-get non disponibile: installa a mano ${missing[*]}."
  fi
fi

# --- Collatinus data (Latin lexicon, GPL), extracted from the Debian package without installing Qt --
COLL_DIR="$ROOT/.data/collatinus"
if [ ! -f "$COLL_DIR/lemmes.la" ]; then
  say "estraggo i dati di Collatinus dal pacchetto Debian"
  tmp=$(mktemp -d)
  (
    cd "$tmp"
    if ! apt-get download collatinus >/dev/null 2>&1; then
      apt_update_once >/dev/null 2>&1 || true
      apt-get download collatinus >/dev/null 2>&1 || {
        # Public home of the same package, for machines without apt sources.
        curl -fsSLO "http://deb.debian.org/debian/pool/main/c/collatinus/collatinus_12.1-2_amd64.deb"
      }
    fi
    dpkg-deb -x collatinus_*.deb x 2>/dev/null || dpkg -x collatinus_*.deb x
  )
  mkdir -p "$COLL_DIR"
  cp -r "$tmp/x/usr/share/collatinus/data/." "$COLL_DIR/"
  cp "$tmp/x/usr/share/doc/collatinus/copyright" "$COLL_DIR/COPYRIGHT" 2>/dev/null || true
  rm -rf "$tmp"
fi

# --- npm packages --------------------------------------------------------------------------------
stamp_npm="node_modules/.versio-lock-hash"
lock_hash=$(sha1sum package-lock.json | cut -d' ' -f1)
if [ ! -f "$stamp_npm" ] || [ "$(cat "$stamp_npm")" != "$lock_hash" ]; then
  say "installo i pacchetti npm (npm ci)"
  npm ci --no-audit --no-fund --loglevel=error
  echo "$lock_hash" > "$stamp_npm"
fi

# --- Generated data and web build (rebuilt only when their inputs change) -------------------------
inputs_hash() { find "$@" -type f \( -name '*.ts' -o -name '*.tsx' -o -name '*.css' -o -name '*.html' -o -name '*.json' -o -name '*.svg' -o -name '*.txt' -o -name '*.tsv' \) -not -path '*/node_modules/*' -not -name '*.test.ts' -not -name '*.test.tsx' -print0 2>/dev/null | sort -z | xargs -0 sha1sum | sha1sum | cut -d' ' -f1; }

mkdir -p var .data
# Outside data: $VERSIO_SHARED_DATA, else ../shared/data beside the repository; the UD treebanks fall
# back to their public home.
SHARED_DATA="${VERSIO_SHARED_DATA:-}"
if [ -z "$SHARED_DATA" ] && [ -d "$ROOT/../shared/data" ]; then SHARED_DATA=$(cd "$ROOT/../shared/data" && pwd); fi
if [ -n "$SHARED_DATA" ]; then export VERSIO_SHARED_DATA="$SHARED_DATA"; fi
SHARED_UD="$SHARED_DATA/ud"
if [ -z "${VERSIO_UD_DIR:-}" ] && [ -n "$SHARED_DATA" ] && [ -d "$SHARED_UD" ]; then export VERSIO_UD_DIR="$SHARED_UD"; fi
if [ -z "${VERSIO_UD_DIR:-}" ]; then
  export VERSIO_UD_DIR="$ROOT/.data/ud"
  if [ ! -f "$VERSIO_UD_DIR/.complete" ]; then
    say "scarico i treebank Universal Dependencies latini (train e dev)"
    # Public home: the UD_Latin-* repositories of github.com/UniversalDependencies, release r2.15.
    UD_BASE="https://raw.githubusercontent.com/UniversalDependencies"
    for spec in CIRCSE:la_circse:dev,train ITTB:la_ittb:dev LLCT:la_llct:dev PROIEL:la_proiel:dev \
                Perseus:la_perseus:train UDante:la_udante:dev,train; do
      IFS=: read -r tb code splits <<<"$spec"
      mkdir -p "$VERSIO_UD_DIR/UD_Latin-$tb"
      for split in ${splits//,/ }; do
        curl -fsSL "$UD_BASE/UD_Latin-$tb/r2.15/$code-ud-$split.conllu" -o "$VERSIO_UD_DIR/UD_Latin-$tb/$code-ud-$split.conllu"
      done
    done
    touch "$VERSIO_UD_DIR/.complete"
  fi
fi

# Tesseract models of the project (decision 035): the stock lat, grc, ita and osd from the Debian packages,
# linked, and grc_hist (printed polytonic Greek, Apache-2.0) copied from the outside data; the server runs
# tesseract with --tessdata-dir var/tessdata. Without grc_hist, Greek falls back to the stock grc.
TESSDATA_DIR="$ROOT/var/tessdata"
STOCK_TESSDATA=$(ls -d /usr/share/tesseract-ocr/*/tessdata 2>/dev/null | sort -V | tail -n 1 || true)
mkdir -p "$TESSDATA_DIR"
if [ -n "$STOCK_TESSDATA" ]; then
  for model in lat grc ita osd eng; do
    [ -f "$STOCK_TESSDATA/$model.traineddata" ] && ln -sfn "$STOCK_TESSDATA/$model.traineddata" "$TESSDATA_DIR/$model.traineddata"
  done
  [ -d "$STOCK_TESSDATA/configs" ] && ln -sfn "$STOCK_TESSDATA/configs" "$TESSDATA_DIR/configs"
else
  warn "modelli di tesseract non trovati in /usr/share/tesseract-ocr: installa tesseract-ocr-lat, -grc e -osd."
fi
GRC_HIST="$SHARED_DATA/tessdata-grc-hist/grc_hist.traineddata"
if [ ! -f "$TESSDATA_DIR/grc_hist.traineddata" ]; then
  if [ -n "$SHARED_DATA" ] && [ -f "$GRC_HIST" ]; then
    cp "$GRC_HIST" "$TESSDATA_DIR/grc_hist.traineddata"
  else
    # Public home: tesseract-ocr/tessdata_contrib, grc_hist/best, commit 1b7ada6f9ed0e165f06b3212500e1433fdf4dfc7.
    curl -fsSL "https://github.com/tesseract-ocr/tessdata_contrib/raw/1b7ada6f9ed0e165f06b3212500e1433fdf4dfc7/grc_hist/best/grc_hist.traineddata" \
      -o "$TESSDATA_DIR/grc_hist.traineddata.part" && mv "$TESSDATA_DIR/grc_hist.traineddata.part" "$TESSDATA_DIR/grc_hist.traineddata" \
      || warn "grc_hist.traineddata non trovato: il greco delle foto usa il modello grc di Debian."
  fi
fi

# The Latin and the Greek data share no input and no output, and each build runs on one core: on a machine
# with two or more cores they run side by side (decision 126), each with its own stamp, written only when
# its build succeeded; setup stops with the first build that failed.
# Generated lexicon, Italian meanings and tagger models: rebuilt when the analyzer's code or data change
# (the Greek build's own inputs and the evaluation sets do not retrain the Latin tagger).
latin_inputs_hash() { find "$@" -type f \( -name '*.ts' -o -name '*.tsx' -o -name '*.css' -o -name '*.html' -o -name '*.json' -o -name '*.svg' -o -name '*.txt' -o -name '*.tsv' \) -not -path '*/node_modules/*' -not -name '*.test.ts' -not -name '*.test.tsx' -not -name 'build-greek.ts' -not -name 'build-greek-paradigms.ts' -not -name 'greek-meaning-coverage.ts' -not -path '*/scripts/greek/*' -not -name 'glosses-grc-it.tsv' -not -path '*/data/greek-glossary/*' -not -path '*/data/eval/*' -print0 2>/dev/null | sort -z | xargs -0 sha1sum | sha1sum | cut -d' ' -f1; }
# Paths relative to the checkout, so that a moved or second clone does not retrain.
latin_hash=$(latin_inputs_hash packages/analyzer/scripts packages/analyzer/src/core packages/analyzer/src/latin packages/analyzer/data .data/collatinus)
build_latin() {
  say "genero il lessico latino, i significati italiani e il modello del tagger (qualche minuto)"
  npm run -s build:data
  echo "$latin_hash" > .data/analyzer.stamp
}
latin_pid=
# When a later step (the Greek build) fails while the Latin build runs beside it, setup says so at once, waits for
# the Latin build rather than leave it running alone, and says whether that one failed too.
latin_wait() {
  local status=$?
  if [ -z "$latin_pid" ]; then return; fi
  [ "$status" = 0 ] || echo "La preparazione dei dati greci non è riuscita (vedi sopra): attendo la fine di quella latina." >&2
  wait "$latin_pid" 2>/dev/null || echo "Anche il lessico o i modelli latini non si sono generati (le righe [latino] sopra)." >&2
}
trap latin_wait EXIT
if [ ! -f .data/models/lat-tagger.json ] || [ ! -f .data/analyzer.stamp ] || [ "$(cat .data/analyzer.stamp)" != "$latin_hash" ]; then
  # Side by side, the Latin build's lines are marked, so that the two builds' output can be told apart.
  if [ "$(nproc 2>/dev/null || echo 1)" -ge 2 ]; then (build_latin 2>&1 | sed -u 's/^/[latino] /') & latin_pid=$!; else build_latin; fi
fi

# Greek lexicon, meanings (Versio's glossary: glosses-grc-it.tsv and data/greek-glossary/*.tsv) and
# paradigms (Morpheus analyses ranked by GLAUx counts) and the Greek tagger, with their own stamp.
GREEK_SOURCES="${VERSIO_GREEK_SOURCES:-${SHARED_DATA:-$ROOT/../shared/data}}"
greek_hash=$(inputs_hash packages/analyzer/src/greek packages/analyzer/src/core/tagger packages/analyzer/scripts/train-greek-tagger.ts packages/analyzer/scripts/build-greek.ts packages/analyzer/scripts/build-greek-paradigms.ts packages/analyzer/scripts/greek packages/analyzer/data/glosses-grc-it.tsv packages/analyzer/data/greek-glossary)
if [ ! -f .data/greek/grc-lexicon.tsv ] || [ ! -f .data/greek/grc-paradigms.tsv ] || [ ! -f .data/greek.stamp ] || [ "$(cat .data/greek.stamp)" != "$greek_hash" ]; then
  if [ -f "$GREEK_SOURCES/morpheus-greek/morpheus_analyses.tsv.xz" ] && [ -f "$GREEK_SOURCES/glaux/glaux_forms.tsv.xz" ]; then
    say "genero il lessico greco, i significati italiani e i paradigmi (qualche minuto)"
    VERSIO_GREEK_SOURCES="$GREEK_SOURCES" npm run -s build:greek
    VERSIO_GREEK_SOURCES="$GREEK_SOURCES" npm run -s build:greek-paradigms
    # The tagger (decisions 036, 050) from the hand-annotated AGDT, UD PTNK train and UD PROIEL dev (the stamp's
    # hash covers the training file list, greek/ud/treebanks.ts); without AGDT the lexicon's ranking chooses.
    if [ -f "$GREEK_SOURCES/agdt-greek/agdt-greek-train.conllu.xz" ]; then
      say "addestro il tagger greco (qualche minuto)"
      VERSIO_SHARED_DATA="$GREEK_SOURCES" npm run -s train:greek
    fi
    echo "$greek_hash" > .data/greek.stamp
  else
    warn "dati greci non trovati in $GREEK_SOURCES (morpheus-greek, glaux, lsj-shortdefs, wordnet-italian): imposta VERSIO_GREEK_SOURCES; senza di essi il greco non si traduce."
  fi
fi

if [ -n "$latin_pid" ]; then
  latin_status=0
  wait "$latin_pid" || latin_status=$?
  latin_pid=
  if [ "$latin_status" != 0 ]; then
    echo "Il lessico o i modelli latini non si sono generati (le righe [latino] sopra)." >&2
    exit 1
  fi
fi

# The analyzer's CLI as one bundle run by plain node (decision 041): `npm run analyze` uses it while it is newer
# than its sources, and runs them through tsx otherwise. Under a second to build, so built at every setup.
npm run -s build:cli >/dev/null || warn "bundle della CLI non compilato: npm run analyze userà tsx (più lento all'avvio)."
# The same for the photo-recognition CLI (decision 046): `npm run ocr` runs apps/server/dist/cli/ocr.mjs while fresh.
npm run -s build:ocr-cli >/dev/null || warn "bundle della CLI ocr non compilato: npm run ocr userà tsx (più lento all'avvio)."

# Videos of the starting catalogue's lessons (slides by ffmpeg, an Italian voice by espeak-ng) into
# LESSONS_DIR, made again when the catalogue or the generator changes; the generator itself skips the
# lessons whose video is up to date.
LESSONS_OUT="${LESSONS_DIR:-var/lessons}"
h=$(inputs_hash apps/server/data/lessons.json apps/server/scripts/lesson-videos apps/server/scripts/generate-lesson-videos.ts)
if [ ! -f "$LESSONS_OUT/.generated.json" ] || [ ! -f var/lessons.stamp ] || [ "$(cat var/lessons.stamp)" != "$h" ]; then
  if command -v ffmpeg >/dev/null && command -v espeak-ng >/dev/null; then
    say "genero i video delle lezioni (circa un minuto)"
    node --import tsx apps/server/scripts/generate-lesson-videos.ts
    echo "$h" > var/lessons.stamp
  else
    warn "mancano ffmpeg o espeak-ng: le lezioni del catalogo iniziale resteranno senza video."
  fi
fi

h=$(inputs_hash apps/web/src apps/web/public apps/web/index.html apps/web/vite.config.ts apps/web/build apps/web/package.json apps/server/src/types.ts)
if [ ! -f apps/web/dist/index.html ] || [ ! -f var/web.stamp ] || [ "$(cat var/web.stamp)" != "$h" ]; then
  say "compilo l'app web"
  npm run -s build:web
  echo "$h" > var/web.stamp
fi
# The session secret of this installation: `npm start` runs in production mode, which requires one.
if [ ! -s var/better-auth-secret ]; then
  node -e 'process.stdout.write(require("node:crypto").randomBytes(32).toString("base64url") + "\n")' > var/better-auth-secret
  chmod 600 var/better-auth-secret
fi
say "pronto"
