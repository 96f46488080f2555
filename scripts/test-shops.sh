# Test shops for the browser tests and benchmarks, sourced by scripts/lib.sh (do not run it).
#
# start_test_shops N makes ONE seeded database and ONE storefront build and serves them as N shops side
# by side, so scripts/e2e runs the Playwright specs in N lanes that never see each other's data: shop I
# has Django (gunicorn and its task workers) on E2E_DJANGO_PORT + E2E_PORT_STEP*(I-1) and the storefront
# on E2E_SHOP_PORT + E2E_PORT_STEP*(I-1), and its own copy of the database, the media, the caches
# (var/e2e/shop-I) and of the storefront's build output (the addresses the build baked in made its own).

# e2e_shop_env I: exports shop I's addresses and files: what its servers and its specs run with
# (a spec reads the e-mails a task worker recorded through `manage.py last_email`, so SQLITE_PATH).
e2e_shop_env() {
  local i="$1" step="${E2E_PORT_STEP:-10}"
  E2E_SHOP_DIR="$ROOT/var/e2e/shop-$i"
  E2E_DJANGO_ORIGIN="http://127.0.0.1:$((${E2E_DJANGO_PORT:-8100} + (i - 1) * step))"
  export E2E_BASE_URL="http://127.0.0.1:$((${E2E_SHOP_PORT:-3100} + (i - 1) * step))"
  export SQLITE_PATH="$E2E_SHOP_DIR/db.sqlite3" SHOP_MEDIA_ROOT="$E2E_SHOP_DIR/media"
  # the sessions' and the answers' file caches (core/settings_cache.py): one shop's answers are not another's
  export SHOP_VAR_DIR="$E2E_SHOP_DIR/var"
  export DJANGO_CSRF_TRUSTED_ORIGINS="$E2E_BASE_URL" SHOP_STOREFRONT_ORIGIN="$E2E_BASE_URL"
  # the shop's own address in e-mails (Django) and in canonical links, the sitemap and shares (the storefront)
  export SHOP_PUBLIC_URL="$E2E_BASE_URL" SHOP_SITE_URL="$E2E_BASE_URL"
  # shop 1 serves the build itself, the others a copy inside it (next.config.ts: SHOP_NEXT_DIR)
  E2E_NEXT_DIR=".next"
  [ "$i" -eq 1 ] || E2E_NEXT_DIR=".next/e2e-shop-$i"
}

# copy_storefront_build I: shop I's copy of the storefront's build (made for shop 1), without Next's cache
# (the data cache belongs to the servers) and with shop 1's two addresses, which the build wrote into
# the rewrites to Django (DJANGO_ORIGIN) and the pre-rendered pages (SHOP_SITE_URL), replaced by shop I's.
copy_storefront_build() {
  local i="$1" next="$ROOT/storefront/.next" from_django from_shop
  e2e_shop_env 1
  from_django="${E2E_DJANGO_ORIGIN#http://}" from_shop="${E2E_BASE_URL#http://}"
  e2e_shop_env "$i"
  local copy="$ROOT/storefront/$E2E_NEXT_DIR"
  rm -rf "$copy" && mkdir -p "$copy"
  tar -C "$next" --exclude=./cache --exclude='./e2e-shop-*' -cf - . | tar -C "$copy" -xf -
  grep -rlF -e "$from_django" -e "$from_shop" "$copy" | xargs -r sed -i \
    -e "s#${from_django//./\\.}#${E2E_DJANGO_ORIGIN#http://}#g" -e "s#${from_shop//./\\.}#${E2E_BASE_URL#http://}#g"
}

# start_test_shop: one fresh seeded shop (Django on 127.0.0.1:8100, the storefront on 127.0.0.1:3100;
# E2E_DJANGO_PORT and E2E_SHOP_PORT move them), as the benchmarks and a single spec's run use it.
start_test_shop() { start_test_shops 1; }

# start_test_shops N: N fresh shops from one seeded database and one storefront build (see the top);
# leaves shop 1's environment exported. The servers stop when the calling script exits.
start_test_shops() {
  local count="${1:-1}" i
  export DJANGO_DEBUG=0 SHOP_INSECURE_COOKIES=1 SHOP_ENVIRONMENT=e2e
  # many log-ins from one address in a few minutes are the tests, not an attack
  export SHOP_LOGIN_THROTTLE_ATTEMPTS=50 SHOP_FORM_RATE_LIMIT=1000 SHOP_ORDER_RATE_LIMIT=1000
  # a payment gateway without the internet: Razorpay's adapter answering itself (core/tests/e2e_gateway.py), its
  # checkout a stand-in in the browser (storefront/e2e/razorpay-stand-in.js); an unpaid UPI order offers "Pay now"
  # beside the UPI QR, which stays. The specs sign the checkout's callback with this test key secret.
  # E2E_PAYMENT_GATEWAY=0: no gateway, the shop's default (the pay spec then skips itself).
  if [ "${E2E_PAYMENT_GATEWAY:-1}" != 0 ]; then
    export SHOP_PAYMENT_GATEWAY=core.tests.e2e_gateway.E2eRazorpay SHOP_RAZORPAY_KEY_ID=rzp_test_E2eStandInKey
    export SHOP_RAZORPAY_KEY_SECRET=e2e-test-key-secret SHOP_RAZORPAY_WEBHOOK_SECRET=e2e-test-webhook-secret
  fi
  # the couriers' pushes: the token the specs send as Delhivery would (storefront/e2e/ndr.spec.ts)
  export SHOP_DELHIVERY_PUSH_TOKEN=e2e-delhivery-push-token
  ensure_secret_key
  ensure_chromium
  rm -rf "$ROOT/var/e2e" && mkdir -p "$ROOT/var/e2e"
  # the back office's build needs no server nor database: it runs while the database is made
  timed "build the back office (beside the database)" build_backoffice &
  local office_build=$!
  # the database is made once, as shop 1's, and copied for the others before any server writes to it
  e2e_shop_env 1
  mkdir -p "$E2E_SHOP_DIR"
  "$PY" manage.py migrate --noinput -v0
  # the demo's rows are no news for a storefront built afterwards
  env -u SHOP_REVALIDATE_SECRET "$PY" manage.py seed_demo --orders 40 >/dev/null
  "$PY" manage.py collectstatic --noinput -v0
  for ((i = 2; i <= count; i++)); do cp -a "$E2E_SHOP_DIR" "$ROOT/var/e2e/shop-$i"; done
  wait "$office_build"
  # every shop's two servers share the secret of the signed "refresh these pages" call; Django calls its storefront
  ensure_revalidate_secret
  trap stop_servers EXIT INT TERM HUP PIPE
  for ((i = 1; i <= count; i++)); do
    e2e_shop_env "$i"
    port_free "${E2E_DJANGO_ORIGIN##*:}" && port_free "${E2E_BASE_URL##*:}"
    # Django first: the storefront's build pre-renders its pages from shop 1's API
    start_server "$E2E_SHOP_DIR/django.log" "$VENV/bin/gunicorn" core.wsgi:application --bind "${E2E_DJANGO_ORIGIN#http://}"
    start_workers "$E2E_SHOP_DIR/worker.log"
  done
  e2e_shop_env 1
  wait_for "$E2E_DJANGO_ORIGIN/api/" 60
  # the storefront's data cache on disk belongs to the previous database: build and start from the new one
  rm -rf "$ROOT/storefront/.next/cache/fetch-cache"
  timed "build the storefront" build_storefront "$E2E_DJANGO_ORIGIN"
  for ((i = 2; i <= count; i++)); do copy_storefront_build "$i"; done
  for ((i = 1; i <= count; i++)); do
    e2e_shop_env "$i"
    start_server "$E2E_SHOP_DIR/storefront.log" env -C "$ROOT/storefront" DJANGO_ORIGIN="$E2E_DJANGO_ORIGIN" \
      SHOP_NEXT_DIR="$E2E_NEXT_DIR" PORT="${E2E_BASE_URL##*:}" npm run start --silent
  done
  for ((i = count; i >= 1; i--)); do
    e2e_shop_env "$i"
    wait_for "$E2E_DJANGO_ORIGIN/api/" 60
    wait_for "$E2E_BASE_URL/" 90
    # a build skipped (no source changed) kept pages pre-rendered from the previous database
    refresh_storefront
  done
}
