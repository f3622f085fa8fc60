-- wrk script for scripts/bench.mjs: cycles through the paths given after "--" (a page, an inner page, an asset and an
-- unknown path), asks for compressed responses as a browser does, counts the statuses and prints one JSON line.
local threads = {}

function setup(thread)
  table.insert(threads, thread)
end

function init(args)
  paths = args
  counts = {}
  index = 0
end

function request()
  index = index % #paths + 1
  return wrk.format("GET", paths[index], { ["Accept-Encoding"] = "br, gzip" })
end

function response(status, headers, body)
  counts[status] = (counts[status] or 0) + 1
end

function done(summary, latency, requests)
  local totals = {}
  for _, thread in ipairs(threads) do
    for status, n in pairs(thread:get("counts")) do
      totals[tostring(status)] = (totals[tostring(status)] or 0) + n
    end
  end
  local parts = {}
  for status, n in pairs(totals) do
    table.insert(parts, string.format('"%s":%d', status, n))
  end
  local e = summary.errors
  io.write(string.format(
    'BENCH_JSON {"requests":%d,"duration_us":%d,"bytes":%d,"p50_us":%d,"p90_us":%d,"p99_us":%d,"max_us":%d,' ..
    '"errors":{"connect":%d,"read":%d,"write":%d,"timeout":%d,"status":%d},"statuses":{%s}}\n',
    summary.requests, summary.duration, summary.bytes, latency:percentile(50), latency:percentile(90),
    latency:percentile(99), latency.max, e.connect, e.read, e.write, e.timeout, e.status, table.concat(parts, ",")))
end
