# The load-average helpers run.sh and run-persistence.sh share; sourced, not run. On a 2-core machine a busy
# neighbour halves what a benchmark measures, so both wait for a quiet machine and record the load they ran under.

# Prints the comment block at the top of a script: its --help.
#   print_help SCRIPT
print_help() {
  awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$1"
}

# Waits until the 1-minute load average is under MAX, checking every 15 s, for at most LIMIT seconds. Sets
# $waited to the seconds waited and $load to the last reading; returns 1 when it gave up.
#   wait_for_load NAME MAX LIMIT
wait_for_load() {
  local name="$1" max="$2" limit="$3"
  waited=0
  while load="$(cut -d' ' -f1 /proc/loadavg)"; awk -v l="$load" -v m="$max" 'BEGIN { exit !(l >= m) }'; do
    if (( waited >= limit )); then
      echo "$name: load $load still >= $max after ${waited}s; running anyway" >&2
      return 1
    fi
    (( waited == 0 )) && echo "$name: load $load; waiting for it to fall under $max" >&2
    sleep 15
    waited=$((waited + 15))
  done
}

# Samples the 1-minute load average into FILE every PERIOD seconds until stop_load_sampler: the readings before
# and after a pass miss a neighbour that came and went.
#   start_load_sampler FILE PERIOD
start_load_sampler() {
  local file="$1" period="$2"
  while sleep "$period"; do cut -d' ' -f1 /proc/loadavg; done > "$file" &
  sampler=$!
  trap 'kill "$sampler" 2> /dev/null || true' EXIT
}

stop_load_sampler() {
  kill "$sampler" 2> /dev/null || true
  wait "$sampler" 2> /dev/null || true
}

# Prints "mean M, max X over N samples" of a sampler's FILE, or NONE when it holds no sample.
#   load_summary FILE NONE
load_summary() {
  awk -v none="$2" '
      { sum += $1; if ($1 > max) max = $1 } END { if (NR) printf "mean %.2f, max %.2f over %d samples", sum / NR, max, NR; else printf "%s", none }
    ' "$1"
}
