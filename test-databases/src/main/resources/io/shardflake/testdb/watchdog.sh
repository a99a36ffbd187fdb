# Runs a private database server and stops it when the JVM that started it goes away, however it goes.
#
#   sh -c "$(cat watchdog.sh)" watchdog FOLDER SIGNAL LOG SERVER ARGS...
#
# Runs the server ("$@" after the folder, the signal and the log file), its output appended to LOG, and prints its
# pid. When this shell's stdin - a pipe from the JVM - reaches its end, it sends the server SIGNAL (TERM: MariaDB's
# clean shutdown; INT: PostgreSQL's fast one) and, once the server is gone, deletes FOLDER: the JVM closing the pipe,
# or dying, is the sign. A server that ends by itself (crashed, killed, shut down to be restarted) leaves the folder
# in place until that sign, and is never signalled after it ended, so a reused pid is never hit. Background jobs of a
# non-interactive shell get /dev/null as stdin, hence the copy of the pipe on descriptor 3.
folder=$1; signal=$2; log=$3; shift 3
exec 3<&0
"$@" >>"$log" 2>&1 3<&- </dev/null &
server=$!
echo "$server"
exec >/dev/null
(
  cat <&3 >/dev/null
  kill -"$signal" "$server" 2>/dev/null
) &
stopper=$!
wait "$server"
kill "$stopper" 2>/dev/null
cat <&3 >/dev/null
exec 3<&-
case "$folder" in */shardflake-*) rm -rf "$folder" ;; esac
