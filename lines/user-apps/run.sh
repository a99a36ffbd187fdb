#!/usr/bin/env bash
# Builds and tests two applications a user would write, against the POMs Shardflake publishes, on every line:
#   boot-app       (the starter, @SnowflakeId, @ShardKey on a value and on an association, a generator by name, REST,
#                   the actuator, ids as JSON strings) on Spring Boot 3.5.7, 4.0.7, 4.1.1 and 4.1.2, changing only
#                   spring-boot.version and, on 3.5, the starter's artifact;
#   hibernate-app  (shardflake-hibernate alone, JPA's persistence.xml) on Hibernate 6.6.33, 7.2.19 and 7.4.5.
# Shardflake's artifacts are installed into a local repository of this script's own, never into ~/.m2, which other
# builds on the machine share; its other folders link to ~/.m2, so nothing is downloaded twice.
#
# With the other line's starter, boot-app must fail to start, naming the right one.
#
#   lines/user-apps/run.sh            # everything; prints one line per build, exits non-zero if any failed
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
repo=${SHARDFLAKE_USER_APPS_REPO:-/tmp/shardflake-user-apps-m2}
shared=${HOME}/.m2/repository
logs=$(mktemp -d)

mkdir -p "$repo/io"
for entry in "$shared"/*; do
  name=$(basename "$entry")
  [ "$name" = io ] || [ -e "$repo/$name" ] || ln -s "$entry" "$repo/$name"
done
for entry in "$shared"/io/*; do
  name=$(basename "$entry")
  [ "$name" = shardflake ] || [ -e "$repo/io/$name" ] || ln -s "$entry" "$repo/io/$name"
done
rm -rf "$repo/io/shardflake"

echo "installing Shardflake's published modules into $repo"
mvn -B -q -f "$root/pom.xml" -Dmaven.repo.local="$repo" -DskipTests install \
    -pl generator-core,hibernate-integration,spring-boot-autoconfigure,spring-boot-starter,spring-boot-3-autoconfigure,spring-boot-3-starter,bom -am \
    > "$logs/install.log" 2>&1 || { cat "$logs/install.log"; exit 1; }

failed=0
build() {
  local app=$1 label=$2; shift 2
  local log="$logs/$app-$label.log"
  if mvn -B -f "$here/$app/pom.xml" -Dmaven.repo.local="$repo" "$@" clean test > "$log" 2>&1; then
    echo "$app on $label ($(grep -ohE 'Hibernate ORM core version [^ ]+' "$log" | head -1)):" \
        "$(grep -E '^\[INFO\] Tests run: [0-9]+, Failures' "$log" | tail -1 | sed 's/^\[INFO\] //')"
  else
    echo "$app on $label: FAILED (log: $log)"
    failed=1
  fi
}

for boot in 3.5.7 4.0.7 4.1.1 4.1.2; do
  starter=shardflake-spring-boot-starter
  [[ $boot == 3.* ]] && starter=shardflake-spring-boot-3-starter
  build boot-app "Spring Boot $boot" -Dspring-boot.version="$boot" -Dshardflake.starter="$starter"
done
# The other line's starter: the startup stops, naming the right one.
refused() {
  local label=$1 message=$2; shift 2
  local log="$logs/boot-app-$label.log"
  if mvn -B -f "$here/boot-app/pom.xml" -Dmaven.repo.local="$repo" "$@" clean test > "$log" 2>&1; then
    echo "boot-app on $label: started, but should have been refused (log: $log)"
    failed=1
  elif grep -qF "$message" "$log"; then
    echo "boot-app on $label: refused: ...$message"
  else
    echo "boot-app on $label: FAILED, but not with the refusal (log: $log)"
    failed=1
  fi
}
refused "Spring Boot 3.5.7 with the Boot 4 starter" \
    "depend on io.shardflake:shardflake-spring-boot-3-starter instead of shardflake-spring-boot-starter" \
    -Dspring-boot.version=3.5.7 -Dshardflake.starter=shardflake-spring-boot-starter
refused "Spring Boot 4.1.1 with the Boot 3 starter" \
    "depend on io.shardflake:shardflake-spring-boot-starter instead of shardflake-spring-boot-3-starter" \
    -Dspring-boot.version=4.1.1 -Dshardflake.starter=shardflake-spring-boot-3-starter

for hibernate in 6.6.33.Final 7.2.19.Final 7.4.5.Final; do
  build hibernate-app "Hibernate $hibernate" -Dhibernate.version="$hibernate"
done
exit $failed
