#!/bin/sh
# Compose only: the local identity creates its user pool at first start, so the BFF and the storefront learn
# the issuer, pool and client id from the facts file the identity writes to the shared volume (npm start passes them directly).
set -eu
facts="${IDENTITY_FACTS_FILE:-/data/identity/identity.json}"
i=0
until [ -f "$facts" ]; do
  i=$((i + 1)); [ "$i" -gt 120 ] && { echo "no identity facts at $facts" >&2; exit 1; }
  sleep 1
done
read_fact() { node -e "process.stdout.write(String(require(process.argv[1])[process.argv[2]]))" "$facts" "$1"; }
export COGNITO_ISSUER="$(read_fact issuer)"
export COGNITO_CLIENT_ID="$(read_fact clientId)"
export COGNITO_USER_POOL_ID="$(read_fact userPoolId)"
export COGNITO_REGION="$(read_fact region)"
# The browser talks to the identity on the published port; containers reach it by service name.
export COGNITO_ENDPOINT="$(read_fact url)"
export COGNITO_HOSTED_UI_URL="$(read_fact url)"
export COGNITO_JWKS_URI="http://identity:9229/$(read_fact userPoolId)/.well-known/jwks.json"
exec "$@"
