#!/usr/bin/env bash
# Stops the broker that infra/kafka/start.sh started: SIGTERM to the pid it saved, and only to that pid, then
# waits for it to exit (KAFKA_STOP_TIMEOUT, 30 s) and removes the pid file. Without a pid file it does nothing.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
cache="$here/.cache"
props="$cache/server.properties"
pid_file="$cache/kafka.pid"
timeout=${KAFKA_STOP_TIMEOUT:-30}

say() { printf 'kafka: %s\n' "$*" >&2; }
# $1 is a live (not zombie) process whose command line is this broker's.
is_our_broker() {
  local stat cmd
  stat=$(ps -o stat= -p "$1" 2>/dev/null) || return 1
  [[ $stat != Z* ]] || return 1
  cmd=$(ps -o args= -p "$1" 2>/dev/null) || return 1
  [[ $cmd == *kafka.Kafka*"$props"* ]]
}

[[ $timeout =~ ^[0-9]+$ ]] || {
  say "KAFKA_STOP_TIMEOUT must be a number of seconds (got '$timeout')"
  exit 1
}
if [[ ! -f $pid_file ]]; then
  say "not running (no $pid_file)"
  exit 0
fi
pid=$(<"$pid_file")
if ! is_our_broker "$pid"; then
  # Gone already, or the pid now belongs to another program: signal nothing.
  say "pid $pid is not running this broker; removing the stale pid file"
  rm -f "$pid_file"
  exit 0
fi

began=$SECONDS
kill -TERM "$pid"
deadline=$((SECONDS + timeout))
while is_our_broker "$pid"; do
  if ((SECONDS >= deadline)); then
    say "pid $pid did not stop within ${timeout}s after SIGTERM; pid file kept (see $cache/kafka.log)"
    exit 1
  fi
  sleep 0.2
done
rm -f "$pid_file"
say "stopped pid $pid in $((SECONDS - began))s"
