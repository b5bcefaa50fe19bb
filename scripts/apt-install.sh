#!/usr/bin/env bash
# `scripts/apt-install.sh PACKAGE…`: installs Debian packages for CI, its output to stderr. Two
# CI runs on one machine may both find a package missing: the second waits for the first here
# (our own lock around `apt-get update` and `install`, which apt's own locks make fail at once),
# and for any other apt (an unattended upgrade) up to ten minutes on dpkg's lock.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
exec 9>/var/lock/account-web-apt.lock
flock 9
apt-get update -qq >&2
apt-get -o DPkg::Lock::Timeout=600 install -y -qq "$@" >/dev/null
