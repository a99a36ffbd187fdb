#!/usr/bin/env bash
# Builds the JMH uber-jar, runs the benchmarks with 1 and 2 threads (GC profiler on), then the drift-and-order
# check, then writes the report and chart; everything lands in benchmarks/results/<date>-<mode>/.
#
#   benchmarks/run.sh --quick            short iterations, 1 fork, no latency pass: under 5 minutes (add --persistence for the database pass, about 5 more)
#   benchmarks/run.sh                    the full run: 3 forks, longer iterations, latency, drift and idle passes:
#                                        about an hour
#   benchmarks/run.sh --no-build         reuse the jar already built
#   benchmarks/run.sh --wait-quiet       before each pass, wait (up to WAIT_LIMIT seconds) until the 1-minute load
#                                        average is under MAX_LOAD: for a machine other jobs share
#   benchmarks/run.sh --latency          add the latency pass (LatencyBenchmark, JMH sample time) to a quick run
#   benchmarks/run.sh --idle             add the idle pass (IdleCostCheck, about 2 minutes) to a quick run
#   benchmarks/run.sh --publicid         add the public-id pass (PublicIdBenchmark beside Sqids and Hashids) to a
#                                        quick run; the full run includes it
#   benchmarks/run.sh --persistence      add the database pass (run-persistence.sh, --quick in quick mode) to a
#                                        quick run; the full run includes it
#   benchmarks/run.sh --passes "latency" --into benchmarks/results/<run>
#                                        run only the passes named (throughput, latency, drift, idle, publicid) and add their
#                                        files to an existing run folder, e.g. a latency pass for a quick run
#   benchmarks/run.sh --publish          also write BENCHMARKS.md (repository root) and benchmarks/chart.svg
#   benchmarks/run.sh --report benchmarks/results/<run> [--publish]
#                                        only rewrite the report (and chart) of an existing run folder
#   benchmarks/run.sh ... --compare benchmarks/results/<earlier run>
#                                        the report also sets each throughput figure beside the earlier run's and
#                                        says which differ by more than the noise
#   benchmarks/run.sh --quick -- 'SnowflakeBenchmark.shardflake' -p mode=classic
#                                        everything after -- goes to JMH's throughput pass; a first argument that
#                                        is not an option replaces the default benchmark regex. JMH refuses an
#                                        option given twice, so change -f -wi -w -i -r with TIMING instead
#
# Passes and their files (in the run folder):
#   throughput  SnowflakeBenchmark, UuidBenchmark, FormatBenchmark: t1.json, t2.json, t1.log, t2.log
#   latency     LatencyBenchmark (64-bit generators, percentiles): lat-t1.json, lat-t2.json, lat-t*.log
#   drift       DriftAndOrderCheck (lead over the wall clock, per-thread order): drift.json, drift.log
#   idle        IdleCostCheck (CPU of an idle JVM holding every generator, against one without): idle.json, idle.log
#   publicid    PublicIdBenchmark (mask and unmask per id, Sqids and Hashids beside, 1 thread): publicid.json, .log
#   persistence run-persistence.sh: its own folder results/persistence-<date>[-quick]/ (report.md for BENCHMARKS.md)
#   then        ReportWriter: report.md and chart.svg (and, with --publish, BENCHMARKS.md and benchmarks/chart.svg)
#
# Environment:
#   SF_TARGET      Maven output folder name (the root pom's sf.target), default "target"; lets this build use its
#                  own folder while others build in the same checkout, e.g. SF_TARGET=target-bench
#   THREADS        thread counts to run, default "1 2"
#   TIMING         JMH's fork and iteration options, replacing the mode's, e.g. TIMING="-f 1 -wi 0 -i 1 -r 100ms"
#   DRIFT_SECONDS  seconds per generator and thread count in the drift check, default 1.5 (quick) or 5 (full)
#   IDLE_ROUNDS    rounds of the idle check (each a JVM with generators and one without), default 5
#   IDLE_SECONDS   the idle spell each JVM measures, default 10
#   JAVA           the java to run with, default "java"
#   MAX_LOAD       with --wait-quiet, the load average to wait for, default 1.5
#   WAIT_LIMIT     with --wait-quiet, the longest wait in seconds before running anyway, default 1800
#
# Scores on a shared or busy machine are noisy: env.txt records the load average before, during and after each
# pass so a reader (and the report) can tell. Keep results out of git unless a report cites them.
set -euo pipefail

script="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
source "$(dirname "$script")/load.sh"
cd "$(dirname "$script")/.."
# How this run was started, settings included, for env.txt and the report.
invocation=""
for v in SF_TARGET THREADS TIMING DRIFT_SECONDS IDLE_ROUNDS IDLE_SECONDS MAX_LOAD WAIT_LIMIT; do
  if [[ -n "${!v:-}" ]]; then
    if [[ "${!v}" == *" "* ]]; then invocation+="$v=\"${!v}\" "; else invocation+="$v=${!v} "; fi
  fi
done
invocation+="benchmarks/run.sh${*:+ $*}"

mode=full
build=true
wait_quiet=false
latency=false
idle=false
publicid=false
persistence=false
compare=
passes=""
into=""
report_only=""
publish=false
jmh_extra=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --quick) mode=quick ;;
    --no-build) build=false ;;
    --wait-quiet) wait_quiet=true ;;
    --latency) latency=true ;;
    --idle) idle=true ;;
    --publicid) publicid=true ;;
    --compare) compare="$2"; shift ;;
    --persistence) persistence=true ;;
    --passes) passes="$2"; shift ;;
    --into) into="$2"; shift ;;
    --report) report_only="$2"; shift ;;
    --publish) publish=true ;;
    --) shift; jmh_extra=("$@"); break ;;
    -h|--help) print_help "$script"; exit 0 ;;
    *) echo "run.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
  esac
  shift
done

target="${SF_TARGET:-target}"
java="${JAVA:-java}"
jar="benchmarks/${target}/benchmarks.jar"

write_report() {
  local dir="$1"
  local args=("$dir")
  if [[ "$publish" == true ]]; then
    args+=(--out BENCHMARKS.md --chart benchmarks/chart.svg)
  fi
  if [[ -n "$compare" ]]; then
    args+=(--compare "$compare")
  fi
  "$java" -cp "$jar" io.shardflake.benchmarks.ReportWriter "${args[@]}"
}

if [[ -n "$report_only" ]]; then
  [[ -f "$jar" ]] || { echo "run.sh: $jar not found; build it first" >&2; exit 1; }
  write_report "$report_only"
  exit 0
fi

if [[ "$mode" == quick ]]; then
  # Enough for C2 to settle on each generator (they are a few dozen bytecodes) and five samples for JMH's
  # error; too short to publish as more than a quick look.
  timing=(-f 1 -wi 1 -w 1s -i 5 -r 500ms)
  drift_seconds="${DRIFT_SECONDS:-1.5}"
  [[ -n "$passes" ]] || passes="throughput drift"
  [[ "$latency" == true ]] && passes="throughput latency drift"
  [[ "$idle" == true ]] && passes="$passes idle"
  [[ "$publicid" == true ]] && passes="$passes publicid"
  [[ "$persistence" == true ]] && passes="$passes persistence"
else
  # Several forks because a JIT decision or a heap layout made early in one JVM can stick for its whole life; the
  # report gives the median and the worst fork.
  timing=(-f 3 -wi 3 -w 2s -i 5 -r 2s)
  drift_seconds="${DRIFT_SECONDS:-5}"
  [[ -n "$passes" ]] || passes="throughput latency drift idle publicid persistence"
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

if [[ -n "$into" ]]; then
  out="$into"
  [[ -d "$out" ]] || { echo "run.sh: --into $out: no such run folder" >&2; exit 1; }
  echo "added: $(date -u +%Y-%m-%dT%H:%M:%SZ) passes \"$passes\" by: $invocation" >> "$out/env.txt"
else
  stamp="$(date -u +%Y%m%dT%H%M%SZ)"
  out="benchmarks/results/${stamp}-${mode}"
  mkdir -p "$out"
  {
    echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
    echo "mode: $mode"
    echo "invocation: $invocation"
    echo "git: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo ' (dirty)')"
    echo "cpu: $(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -1)"
    echo "cores: $(nproc) online; $(lscpu 2>/dev/null | sed -n 's/^Thread(s) per core: *//p' | head -1) thread(s) per core"
    echo "hypervisor: $(lscpu 2>/dev/null | sed -n 's/^Hypervisor vendor: *//p' | head -1)"
    echo "memory: $(free -h 2>/dev/null | awk '/^Mem:/ {print $2}')"
    echo "java:"
    "$java" -version 2>&1 | sed 's/^/  /'
  } > "$out/env.txt"
fi

# A score measured while other jobs compete for the cores is mostly a measure of them: on a 2-core machine one
# busy neighbour takes half of it. Waiting is better than a number that means nothing.
wait_for_quiet() {
  local pass="$1" max="${MAX_LOAD:-1.5}"
  if ! wait_for_load run.sh "$max" "${WAIT_LIMIT:-1800}"; then
    echo "$pass: waited: ${waited}s, the limit; load still $load >= $max, ran anyway" >> "$out/env.txt"
  elif (( waited > 0 )); then
    echo "run.sh: waited ${waited}s for the load average to fall under $max" >&2
    echo "$pass: waited: ${waited}s for the 1-minute load to fall under $max" >> "$out/env.txt"
  fi
}

# The arguments as one line a shell would split back into them: plain words as they are, others in single quotes.
shell_words() {
  local word line=""
  for word in "$@"; do
    if [[ "$word" =~ ^[A-Za-z0-9_./=,:+@%-]+$ ]]; then
      line+="$word "
    else
      line+="'${word//\'/\'\\\'\'}' "
    fi
  done
  echo "${line% }"
}

# Runs one pass's command with the load recorded before, during (sampled every 5 s) and after.
#   measured NAME LOGFILE COMMAND...
measured() {
  local pass="$1" log="$2"
  shift 2
  [[ "$wait_quiet" == true ]] && wait_for_quiet "$pass"
  {
    echo "$pass: load before: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "  command: $(shell_words "$@")"
  } >> "$out/env.txt"
  start_load_sampler "$log.load" 5
  "$@" 2>&1 | tee "$log"
  stop_load_sampler
  {
    echo "$pass: load after: $(cut -d' ' -f1-3 /proc/loadavg)"
    echo "$pass: 1-minute load during the run (its own threads included): $(load_summary "$log.load" "none (under 5 s)")"
  } >> "$out/env.txt"
  rm -f "$log.load"
}

# The throughput pass's benchmarks, unless the first JMH argument is a regex of the caller's.
include=('io\.shardflake\.benchmarks\.(SnowflakeBenchmark|UuidBenchmark|FormatBenchmark)\.')
if [[ ${#jmh_extra[@]} -gt 0 && "${jmh_extra[0]}" != -* ]]; then
  include=()
fi

for pass in $passes; do
  case "$pass" in
    throughput)
      for t in ${THREADS:-1 2}; do
        measured "threads $t" "$out/t${t}.log" "$java" -jar "$jar" "${include[@]}" "${timing[@]}" -t "$t" -prof gc \
          -rf json -rff "$out/t${t}.json" "${jmh_extra[@]}"
      done
      ;;
    latency)
      for t in ${THREADS:-1 2}; do
        measured "latency threads $t" "$out/lat-t${t}.log" "$java" -jar "$jar" 'io\.shardflake\.benchmarks\.LatencyBenchmark\.' \
          "${timing[@]}" -t "$t" -rf json -rff "$out/lat-t${t}.json"
      done
      ;;
    drift)
      measured "drift" "$out/drift.log" "$java" -cp "$jar" io.shardflake.benchmarks.DriftAndOrderCheck \
        --seconds "$drift_seconds" --threads "$(echo ${THREADS:-1 2} | tr ' ' ',')" --json "$out/drift.json"
      ;;
    idle)
      measured "idle" "$out/idle.log" "$java" -cp "$jar" io.shardflake.benchmarks.IdleCostCheck \
        --rounds "${IDLE_ROUNDS:-5}" --idle-seconds "${IDLE_SECONDS:-10}" --json "$out/idle.json"
      ;;
    publicid)
      measured "publicid" "$out/publicid.log" "$java" -jar "$jar" 'io\.shardflake\.benchmarks\.PublicIdBenchmark\.' \
        "${timing[@]}" -t 1 -prof gc -rf json -rff "$out/publicid.json"
      ;;
    persistence)
      # Same jar; the database harness writes its own folder and report (see run-persistence.sh).
      quick_flag=()
      [[ "$mode" == quick ]] && quick_flag=(--quick)
      SF_TARGET="$target" "$(dirname "$script")/run-persistence.sh" --no-build "${quick_flag[@]}"
      ;;
    *) echo "run.sh: unknown pass $pass (expected throughput, latency, drift, idle, publicid, persistence)" >&2; exit 2 ;;
  esac
done

echo
cat "$out/env.txt"
echo
write_report "$out"
# The targets, to read at once; report.md has every table, the JSON stays the record.
echo
sed -n '/^## Targets/,/^## [^T]/p' "$out/report.md" | sed '$d'
echo "results: $out"
