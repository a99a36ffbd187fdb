#!/usr/bin/env bash
# Builds the JMH uber-jar and runs the benchmarks with 1 and 2 threads, GC profiler on, JSON results under
# benchmarks/results/<date>-<mode>/.
#
#   benchmarks/run.sh --quick            a few short iterations, 1 fork: about 3 minutes
#   benchmarks/run.sh                    the full run: 3 forks, longer iterations: about 15 minutes
#   benchmarks/run.sh --no-build         reuse the jar already built
#   benchmarks/run.sh --wait-quiet       before each run, wait (up to WAIT_LIMIT seconds) until the 1-minute load
#                                        average is under MAX_LOAD: for a machine other jobs share
#   benchmarks/run.sh --quick -- 'SnowflakeBenchmark.shardflake' -p mode=classic
#                                        everything after -- goes to JMH (a benchmark regex, -p, ...); JMH refuses
#                                        an option given twice, so change -f -wi -w -i -r with TIMING instead
#
# Environment:
#   SF_TARGET   Maven output folder name (the root pom's sf.target), default "target"; lets this build use its
#               own folder while others build in the same checkout, e.g. SF_TARGET=target-bench
#   THREADS     thread counts to run, default "1 2"
#   TIMING      JMH's fork and iteration options, replacing the mode's, e.g. TIMING="-f 1 -wi 0 -i 1 -r 100ms"
#   JAVA        the java to run with, default "java"
#   MAX_LOAD    with --wait-quiet, the load average to wait for, default 1.5
#   WAIT_LIMIT  with --wait-quiet, the longest wait in seconds before running anyway, default 1800
#
# Scores on a shared or busy machine are noisy: env.txt records the load average before, during and after each
# run so a reader can tell. Keep results out of git unless a report cites them.
set -euo pipefail

script="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
cd "$(dirname "$script")/.."

mode=full
build=true
wait_quiet=false
jmh_extra=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --quick) mode=quick ;;
    --no-build) build=false ;;
    --wait-quiet) wait_quiet=true ;;
    --) shift; jmh_extra=("$@"); break ;;
    -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$script"; exit 0 ;;
    *) echo "run.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
  esac
  shift
done

target="${SF_TARGET:-target}"
java="${JAVA:-java}"
jar="benchmarks/${target}/benchmarks.jar"

if [[ "$mode" == quick ]]; then
  # Long enough for C2 to settle on each generator; too short for a result to publish.
  timing=(-f 1 -wi 3 -w 1s -i 5 -r 1s)
else
  # Three forks because a JIT decision made early in one JVM can stick for its whole life.
  timing=(-f 3 -wi 5 -w 2s -i 5 -r 2s)
fi
if [[ -n "${TIMING:-}" ]]; then
  read -r -a timing <<< "$TIMING"
  mode=custom
fi

if [[ "$build" == true ]]; then
  mvn -B -q -Dsf.target="$target" -pl benchmarks -am package -DskipTests
fi
if [[ ! -f "$jar" ]]; then
  echo "run.sh: $jar not found; build it first (drop --no-build, or set SF_TARGET to the folder it was built in)" >&2
  exit 1
fi

stamp="$(date -u +%Y%m%dT%H%M%SZ)"
out="benchmarks/results/${stamp}-${mode}"
mkdir -p "$out"

{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "mode: $mode"
  echo "git: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo ' (dirty)')"
  echo "cpu: $(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -1)"
  echo "cores: $(nproc) online; $(lscpu 2>/dev/null | sed -n 's/^Thread(s) per core: *//p' | head -1) thread(s) per core"
  echo "memory: $(free -h 2>/dev/null | awk '/^Mem:/ {print $2}')"
  echo "java:"
  "$java" -version 2>&1 | sed 's/^/  /'
} > "$out/env.txt"

# A score measured while other jobs compete for the cores is mostly a measure of them: on a 2-core machine one
# busy neighbour takes half of it. Waiting is better than a number that means nothing.
wait_for_quiet() {
  local limit="${WAIT_LIMIT:-1800}" max="${MAX_LOAD:-1.5}" waited=0 load
  while load="$(cut -d' ' -f1 /proc/loadavg)"; awk -v l="$load" -v m="$max" 'BEGIN { exit !(l >= m) }'; do
    if (( waited >= limit )); then
      echo "run.sh: load $load still >= $max after ${waited}s; running anyway" >&2
      return
    fi
    sleep 15
    waited=$((waited + 15))
  done
  (( waited == 0 )) || echo "run.sh: waited ${waited}s for the load average to fall under $max" >&2
}

for t in ${THREADS:-1 2}; do
  [[ "$wait_quiet" == true ]] && wait_for_quiet
  cmd=("$java" -jar "$jar" "${timing[@]}" -t "$t" -prof gc -rf json -rff "$out/t${t}.json" "${jmh_extra[@]}")
  {
    echo "threads $t: load before: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "  command: ${cmd[*]}"
  } >> "$out/env.txt"
  # Samples the load while JMH runs: the numbers before and after miss a neighbour that came and went.
  while sleep 5; do cut -d' ' -f1 /proc/loadavg; done > "$out/t${t}.load" &
  sampler=$!
  trap 'kill "$sampler" 2> /dev/null || true' EXIT
  "${cmd[@]}" 2>&1 | tee "$out/t${t}.log"
  kill "$sampler" 2> /dev/null || true
  wait "$sampler" 2> /dev/null || true
  {
    echo "threads $t: load after: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "threads $t: 1-minute load during the run (this run's own $t thread(s) included): $(awk '
        { sum += $1; if ($1 > max) max = $1 } END { if (NR) printf "mean %.2f, max %.2f over %d samples", sum / NR, max, NR; else printf "none (under 5 s)" }
      ' "$out/t${t}.load")"
  } >> "$out/env.txt"
done

echo
cat "$out/env.txt"

# A table to read at once; the JSON stays the record.
if command -v jq > /dev/null; then
  echo
  printf '| benchmark | mode | threads | ops/s | ± (99.9%%) | B/op |\n|---|---|---:|---:|---:|---:|\n'
  for t in ${THREADS:-1 2}; do
    jq -r '.[] | [ (.benchmark | split(".") | last), (.params.mode // "-"), .threads,
        (.primaryMetric.score | floor), (.primaryMetric.scoreError | if type == "number" then floor else "-" end),
        ((.secondaryMetrics | to_entries | map(select(.key | endswith("gc.alloc.rate.norm"))) | .[0].value.score
          // null) | if . == null then "-" else (. * 10 | round / 10) end) ]
        | "| " + (map(tostring) | join(" | ")) + " |"' "$out/t${t}.json"
  done
fi
echo
echo "results: $out"
