#!/usr/bin/env bash
# Development: the API with reload on :3000 and Vite with hot reload on :5173 (it proxies the API).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
trap 'kill 0' EXIT
WEB_URL=http://localhost:5173 NODE_ENV=development node --import tsx --watch apps/server/src/main.ts &
npm run -s dev -w apps/web -- --port 5173 &
wait
