#!/bin/sh
# Runs a command and checks both how it ended and what it printed. CTest alone cannot: with
# PASS_REGULAR_EXPRESSION set it ignores the exit status, and WILL_FAIL accepts any failure,
# a crash included.
#
#   tests/expect_run.sh STATUS PATTERN [--stdin TEXT] -- COMMAND [ARG...]
#
# Passes when COMMAND exits with exactly STATUS (a number; 128+N for death by signal N), its
# output (stdout and stderr together) has a line matching the extended regular expression
# PATTERN (an empty PATTERN matches anything), and the output holds no sanitizer report.
# TEXT, when given, is COMMAND's standard input (a newline is added); otherwise it gets none.
set -u

if [ $# -lt 3 ]; then
    echo "usage: $0 STATUS PATTERN [--stdin TEXT] -- COMMAND [ARG...]" >&2
    exit 2
fi
expected=$1
pattern=$2
shift 2
input=
has_input=0
if [ "$1" = "--stdin" ]; then
    input=$2
    has_input=1
    shift 2
fi
if [ "$1" != "--" ]; then
    echo "$0: expected -- before the command, got '$1'" >&2
    exit 2
fi
shift

out=$(mktemp)
trap 'rm -f "$out"' EXIT
if [ "$has_input" -eq 1 ]; then
    printf '%s\n' "$input" | "$@" >"$out" 2>&1
else
    "$@" </dev/null >"$out" 2>&1
fi
status=$?

cat "$out"
failed=0
if [ "$status" -ne "$expected" ]; then
    echo "FAIL: exit status $status, expected $expected: $*"
    failed=1
fi
if [ -n "$pattern" ] && ! grep -Eq -e "$pattern" "$out"; then
    echo "FAIL: no line matches /$pattern/ in the output above"
    failed=1
fi
if grep -Eq 'ERROR: AddressSanitizer|runtime error:|LeakSanitizer' "$out"; then
    echo "FAIL: a sanitizer report in the output above"
    failed=1
fi
exit "$failed"
