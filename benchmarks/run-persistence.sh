#!/usr/bin/env bash
# Builds the benchmarks jar and runs the persistence benchmark: inserts of every id strategy through Hibernate on
# H2 (memory and file) and an embedded PostgreSQL 18, PostgreSQL primary-key index sizes and leaf density, and
# time-window reads by id range against by timestamp. Writes results/persistence-<UTC date>[-quick]/ with
# results.json, report.md (ready for BENCHMARKS.md) and env.txt.
#
#   benchmarks/run-persistence.sh             the full run: 100,000 rows x 7 rounds per database after a
#                                             200,000-row warm-up, 1,000,000-row index and read tables; ~10 min
#   benchmarks/run-persistence.sh --quick     20,000 rows x 3 rounds, 100,000-row index and read tables; ~5 min
#   benchmarks/run-persistence.sh --no-build  reuse the jar already built
#   benchmarks/run-persistence.sh --no-wait   start at once, however busy the machine is
#   benchmarks/run-persistence.sh -- --databases postgres --rounds 7
#                                             everything after -- goes to the harness, after (so over) the mode's
#                                             options; see PersistenceBenchmark's Options for the list
#
# Before starting it waits (up to WAIT_LIMIT seconds) for the 1-minute load average to fall under MAX_LOAD: on a
# shared 2-core machine a busy neighbour halves what a run measures, and database runs swing 2x between passes.
#
# Environment:
#   SF_TARGET   Maven output folder name (the root pom's sf.target), default "target-persist", so this build does
#               not share a folder with others building in the same checkout
#   JAVA        the java to run with, default "java"
#   JAVA_OPTS   JVM options, default "-Xms1g -Xmx1g" (a fixed heap: no resizing in the middle of a timing)
#   MAX_LOAD    the load average to wait for, default 1.5
#   WAIT_LIMIT  the longest wait in seconds before running anyway, default 900
set -euo pipefail

script="$(cd "$(dirname "$0")" && pwd)/$(basename "$0")"
source "$(dirname "$script")/load.sh"
cd "$(dirname "$script")/.."
invocation="benchmarks/run-persistence.sh${*:+ $*}"

mode=full
build=true
wait_quiet=true
extra=()
while [[ $# -gt 0 ]]; do
  case "$1" in
    --quick) mode=quick ;;
    --no-build) build=false ;;
    --no-wait) wait_quiet=false ;;
    --) shift; extra=("$@"); break ;;
    -h|--help) print_help "$script"; exit 0 ;;
    *) echo "run-persistence.sh: unknown option $1 (try --help)" >&2; exit 2 ;;
  esac
  shift
done

target="${SF_TARGET:-target-persist}"
java="${JAVA:-java}"
read -r -a java_opts <<< "${JAVA_OPTS:--Xms1g -Xmx1g}"
jar="benchmarks/${target}/benchmarks.jar"

if [[ "$mode" == quick ]]; then
  sizes=(--rows 20000 --rounds 3 --warmup-rows 20000 --index-rows 100000 --read-rows 100000 --queries 100)
else
  # 7 rounds: with 7 strategies rotated, each runs once in every position. A 20,000-row warm-up proved too short
  # (rounds 1-2 on H2, the JVM's first database, ran 2-8x slower than rounds 3-5 while C2 compiled on 2 busy
  # cores), so two rounds' worth of rows go untimed first.
  sizes=(--rows 100000 --rounds 7 --warmup-rows 200000 --index-rows 1000000 --read-rows 1000000 --queries 100)
fi

if [[ "$build" == true ]]; then
  mvn -B -q -Dsf.target="$target" -pl benchmarks -am package -DskipTests
fi
if [[ ! -f "$jar" ]]; then
  echo "run-persistence.sh: $jar not found; build it first (drop --no-build, or set SF_TARGET)" >&2
  exit 1
fi

waited=0
if [[ "$wait_quiet" == true ]]; then
  wait_for_load run-persistence.sh "${MAX_LOAD:-1.5}" "${WAIT_LIMIT:-900}" || true
fi

stamp="$(date -u +%Y%m%dT%H%M%SZ)"
out="benchmarks/results/persistence-${stamp}$([[ "$mode" == full ]] || echo "-$mode")"
mkdir -p "$out"

cmd=("$java" "${java_opts[@]}" -cp "$jar" io.shardflake.benchmarks.persistence.PersistenceBenchmark
  "${sizes[@]}" --out "$out" --env "$out/env.txt" --mode "$mode" "${extra[@]}")

# key: value lines; the harness copies the unindented ones into report.md.
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "git: $(git rev-parse --short HEAD 2>/dev/null || echo unknown)$(git diff --quiet 2>/dev/null || echo ' (dirty: others edit this checkout too)')"
  echo "cpu: $(lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -1)"
  echo "cores: $(nproc) online; $(lscpu 2>/dev/null | sed -n 's/^Thread(s) per core: *//p' | head -1) thread(s) per core"
  echo "memory: $(free -h 2>/dev/null | awk '/^Mem:/ {print $2}')"
  echo "jdk: $("$java" -version 2>&1 | sed -n 2p)"
  echo "run: $invocation (waited ${waited}s for the load average to fall under ${MAX_LOAD:-1.5})"
  echo "java command: ${cmd[*]}"
  echo "load average before (1/5/15 min): $(cut -d' ' -f1-3 /proc/loadavg)"
} > "$out/env.txt"

start_load_sampler "$out/load.samples" 10

"${cmd[@]}" 2>&1 | tee "$out/run.log"

stop_load_sampler
after="$(cut -d' ' -f1-3 /proc/loadavg) (1/5/15 min); 1-minute load during the run, this run's own threads and the database included: $(load_summary "$out/load.samples" none)"
echo "load average after: $after" >> "$out/env.txt"
sed -i "s|@LOAD_AFTER@|${after}|" "$out/report.md"

echo
cat "$out/report.md"
echo
echo "results: $out"
