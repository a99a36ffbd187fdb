#!/bin/sh
# Makes sure a MariaDB server binary is on this machine, for the tests that start a private MariaDB
# (generator-core's lease tests run every scenario on MariaDB as well as H2 and PostgreSQL).
#
#   build/mariadb/ensure-installed.sh
#
# Idempotent and quiet: when mariadbd (or mysqld) and mariadb-install-db are already there it prints nothing and
# exits 0. Otherwise it installs Debian's mariadb-server package (10.11 on Debian 12) with apt-get, which needs root;
# without root or apt-get it fails naming what is missing. The test JVM runs it before starting its server, so
# `mvn -B verify` on a fresh Debian machine needs nothing done by hand.
#
# The package's own service is NOT started: the tests run a private server of their own (fresh data directory,
# loopback only, random port), and a system-wide database left running is no business of a build. A
# /usr/sbin/policy-rc.d that refuses service starts is put in place for the install and removed after it, unless
# the machine already has one (then its rule stands).
set -eu

found() {
    for dir in /usr/sbin /usr/bin /usr/local/sbin /usr/local/bin; do
        if [ -x "$dir/$1" ]; then
            return 0
        fi
    done
    command -v "$1" >/dev/null 2>&1
}

if { found mariadbd || found mysqld; } && { found mariadb-install-db || found mysql_install_db; }; then
    exit 0
fi

fail() {
    echo "ensure-installed.sh: $1" >&2
    echo "ensure-installed.sh: the MariaDB tests need mariadbd and mariadb-install-db; install Debian's mariadb-server" \
        "(apt-get install mariadb-server) or run this script as root on a Debian-like machine" >&2
    exit 1
}

command -v apt-get >/dev/null 2>&1 || fail "mariadbd is not installed and there is no apt-get to install it with"
[ "$(id -u)" -eq 0 ] || fail "mariadbd is not installed and installing it needs root (this is uid $(id -u))"

echo "ensure-installed.sh: installing mariadb-server with apt-get (once per machine)" >&2
policy=/usr/sbin/policy-rc.d
if [ ! -e "$policy" ]; then
    trap 'rm -f "$policy"' EXIT
    printf '#!/bin/sh\n# Put here by build/mariadb/ensure-installed.sh for one install: start no service.\nexit 101\n' \
        > "$policy"
    chmod 755 "$policy"
fi
export DEBIAN_FRONTEND=noninteractive
# Waits for another apt or dpkg run (a parallel build) instead of failing on its lock.
apt_get() {
    apt-get -q -y -o DPkg::Lock::Timeout=600 "$@"
}
apt_get update >/dev/null || fail "apt-get update failed"
apt_get install --no-install-recommends mariadb-server >/dev/null || fail "apt-get install mariadb-server failed"

{ found mariadbd || found mysqld; } || fail "mariadb-server is installed but neither mariadbd nor mysqld was found"
echo "ensure-installed.sh: installed $( (mariadbd --version || mysqld --version) 2>/dev/null | head -n 1)" >&2
