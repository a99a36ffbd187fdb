#!/usr/bin/env bash
cd /tmp/i34-jmh
while ! grep -q done2 env.txt; do sleep 5; done
J25=/usr/lib/jvm/temurin-25-jdk-amd64/bin/java
J17=/usr/lib/jvm/java-17-openjdk-amd64/bin/java
echo "round3 start $(date -u +%FT%TZ) load: $(cat /proc/loadavg)" >> env.txt
nice -n -10 $J25 -cp vtnew:old:benchmarks.jar org.openjdk.jmh.Main 'VirtualThreadBenchmark.(empty|maskText|maskUuidText)$' -rf json -rff r3-25-before.json > r3-25-before.log 2>&1
echo "round3 before done $(date -u +%FT%TZ) load: $(cat /proc/loadavg)" >> env.txt
nice -n -10 $J25 -cp vtnew:benchmarks.jar org.openjdk.jmh.Main VirtualThreadBenchmark -rf json -rff r3-25.json > r3-25.log 2>&1
echo "round3 25 done $(date -u +%FT%TZ) load: $(cat /proc/loadavg)" >> env.txt
nice -n -10 $J17 -cp vtnew:benchmarks.jar org.openjdk.jmh.Main VirtualThreadBenchmark -p thread=pooled -rf json -rff r3-17.json > r3-17.log 2>&1
echo "round3 end $(date -u +%FT%TZ) load: $(cat /proc/loadavg)" >> env.txt
echo done3 >> env.txt
