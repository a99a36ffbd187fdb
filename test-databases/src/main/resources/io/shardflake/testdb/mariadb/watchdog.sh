# Runs a private mariadbd and stops it when the JVM that started it goes away, however it goes.
#
#   sh -c "$(cat watchdog.sh)" mariadb-watchdog FOLDER SERVER ARGS...
#
# Runs the server ("$@" after the folder, $1), and when this shell's stdin - a pipe from the JVM - reaches its end,
# stops the server and deletes its folder: the JVM closing the pipe, or dying, is the signal. Background jobs of a
# non-interactive shell get /dev/null as stdin, hence the copy of the pipe on descriptor 3.
folder=$1; shift
exec 3<&0
"$@" 3<&- </dev/null &
server=$!
(
  cat <&3 >/dev/null
  kill -TERM "$server" 2>/dev/null
  while kill -0 "$server" 2>/dev/null; do sleep 0.2; done
  case "$folder" in */shardflake-mariadb-*) rm -rf "$folder" ;; esac
) &
exec 3<&-
wait "$server"
