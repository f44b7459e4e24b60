#!/usr/bin/env bash
# The whole test suite: type check, unit tests, a full build (content check, next build, sitemap, link
# check) and the end-to-end tests in Debian's Chromium against the built export.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

# python3 compiles the Python examples in the content check (tests/unit/content.test.ts and the build); openssl
# makes the certificate of the Algolia stub, which answers at Algolia's host names (tests/support/algolia-stub.ts);
# sphinx-build builds the project that links here through objects.inv (tests/build/intersphinx.test.ts).
if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/sbin/nginx ] || [ ! -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || ! command -v python3 > /dev/null || ! command -v openssl > /dev/null || ! command -v sphinx-build > /dev/null; then
  echo "Installing Debian's chromium, nginx, fonts, python3, openssl and python3-sphinx for the tests..."
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium fonts-dejavu-core nginx python3 openssl python3-sphinx > /dev/null
fi

# Each step's name and the time since the suite started.
STARTED=$SECONDS
step() { printf '\n== %s (at %d s)\n' "$1" "$((SECONDS - STARTED))"; }

step "generate page imports"
npx tsx scripts/write-mdx-imports.ts
step "type check"
npx tsc --noEmit
step "lint and format check"
npm run lint
step "unit tests"
node --import tsx --test --test-concurrency=2 tests/unit/*.test.ts
step "live preview (next dev)"
node --import tsx --test tests/dev/*.test.ts
step "build"
npm run build
step "byte budgets"
node --import tsx --test tests/build/*.test.ts
step "end-to-end tests"
npx playwright test
printf '\nnpm test: all steps passed in %d s\n' "$((SECONDS - STARTED))"
