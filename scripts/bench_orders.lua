-- wrk's script for scripts/bench-orders (scripts/bench_orders.py writes its settings to BENCH_ORDERS_PLAN):
-- one thread and one connection per customer, each with that customer's session cookie and CSRF token.
-- MODE "me": GET /api/me/. MODE "orders": POST /api/orders/checkout/, the bag's checkout as the
-- storefront sends it, cash on delivery and UPI in turn, each with its own Idempotency-Key; every answer's
-- customer, request number, status, order id and total (as the customer saw them) go to OUT, one line
-- each, and each customer's count of requests sent ("sent" lines): a request still under way when wrk
-- stops is sent again with its key by bench_orders.py, as the storefront retries.

local plan = {}
for line in io.lines(os.getenv("BENCH_ORDERS_PLAN")) do
  local key, value = line:match("^([%w_]+)=(.*)$")
  if key == "customer" then
    plan.customers = plan.customers or {}
    table.insert(plan.customers, value)
  elseif key then
    plan[key] = value
  end
end

local counter = 0
local threads = {}

function setup(thread)
  counter = counter + 1
  local cookie, token = plan.customers[counter]:match("^(.-)|(.*)$")
  thread:set("cookie", cookie)
  thread:set("token", token)
  thread:set("who", counter)
  table.insert(threads, thread)
end

function init(args)
  sent, answered, answers = 0, 0, {}
  if plan.mode == "me" then
    wrk.method, wrk.path = "GET", "/api/me/"
    wrk.headers["Cookie"] = cookie
  end
  wrk.headers["Connection"] = "close" -- a new connection per request, as scripts/bench_load.py explains
end

local function body(n)
  local item = plan.items_json
  if n % 2 == 0 then
    return '{"items": ' .. item .. ', "payment_method": "cod"}'
  end
  return '{"items": ' .. item .. ', "payment_method": "upi"}'
end

function request()
  if plan.mode == "me" then
    return wrk.request()
  end
  sent = sent + 1
  local headers = {
    ["Content-Type"] = "application/json",
    ["Cookie"] = cookie,
    ["X-CSRFToken"] = token,
    ["Idempotency-Key"] = string.format("bench-%s-%d-%d", plan.run, who, sent),
    ["Connection"] = "close",
  }
  return wrk.format("POST", "/api/orders/checkout/", headers, body(sent))
end

function response(status, headers, text)
  if plan.mode == "me" then
    return
  end
  answered = answered + 1 -- one connection per customer, no pipelining: answers come in the order sent
  local oid = text:match('"order_id":%s*"([^"]+)"') or "-"
  local amount = text:match('"amount":%s*"?([%d.]+)"?') or "-"
  table.insert(answers, string.format("answer %d %d %d %s %s", who, answered, status, oid, amount))
end

function done(summary, latency, requests)
  if plan.mode == "me" then
    return
  end
  local out = io.open(plan.out, "w")
  out:write(string.format("seconds %f\n", summary.duration / 1e6))
  for _, thread in ipairs(threads) do
    out:write(string.format("sent %d %d\n", thread:get("who"), thread:get("sent")))
    for _, line in ipairs(thread:get("answers")) do
      out:write(line .. "\n")
    end
  end
  out:close()
end
