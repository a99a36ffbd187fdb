#!/bin/sh
# Makes sure a pgbouncer binary is on this machine, for the tests that put PgBouncer between the lease and PostgreSQL
# (generator-core's pooler tests run it in session and in transaction pool mode).
#
#   build/pgbouncer/ensure-installed.sh
#
# Idempotent and quiet: when pgbouncer is already there it prints nothing and exits 0. Otherwise it installs Debian's
# pgbouncer package (1.18 on Debian 12) with apt-get, which needs root; without root or apt-get it fails naming what
# is missing. The test JVM runs it before starting its first PgBouncer, so `mvn -B verify` on a fresh Debian machine
# needs nothing done by hand.
#
# The package's own service is NOT started: each test runs a private pgbouncer of its own (own folder, loopback only,
# random port). A /usr/sbin/policy-rc.d that refuses service starts is put in place for the install and removed after
# it, unless the machine already has one (then its rule stands).
set -eu

found() {
    for dir in /usr/sbin /usr/bin /usr/local/sbin /usr/local/bin; do
        if [ -x "$dir/$1" ]; then
            return 0
        fi
    done
    command -v "$1" >/dev/null 2>&1
}

if found pgbouncer; then
    exit 0
fi

fail() {
    echo "ensure-installed.sh: $1" >&2
    echo "ensure-installed.sh: the pooler tests need pgbouncer; install Debian's pgbouncer (apt-get install" \
        "pgbouncer) or run this script as root on a Debian-like machine" >&2
    exit 1
}

command -v apt-get >/dev/null 2>&1 || fail "pgbouncer is not installed and there is no apt-get to install it with"
[ "$(id -u)" -eq 0 ] || fail "pgbouncer is not installed and installing it needs root (this is uid $(id -u))"

echo "ensure-installed.sh: installing pgbouncer with apt-get (once per machine)" >&2
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
    trap 'rm -f "$policy"' EXIT
    printf '#!/bin/sh\n# Put here by build/pgbouncer/ensure-installed.sh for one install: start no service.\nexit 101\n' \
        > "$policy"
    chmod 755 "$policy"
fi
export DEBIAN_FRONTEND=noninteractive
# Waits for another apt or dpkg run (a parallel build) instead of failing on its lock.
apt_get() {
    apt-get -q -y -o DPkg::Lock::Timeout=600 "$@"
}
apt_get update >/dev/null || fail "apt-get update failed"
apt_get install --no-install-recommends pgbouncer >/dev/null || fail "apt-get install pgbouncer failed"

found pgbouncer || fail "pgbouncer is installed but the pgbouncer binary was not found"
echo "ensure-installed.sh: installed $(pgbouncer --version 2>/dev/null | head -n 1)" >&2
