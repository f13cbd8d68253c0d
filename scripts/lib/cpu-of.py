"""
cpu-of.py <cpu-file> <command…>: runs the command and writes the CPU seconds it used, user and system,
to <cpu-file> ("<user> <sys>", as GNU time's '%U %S'); exits with the command's code.

Unlike GNU time it also counts the processes the command leaves behind: it is their subreaper
(prctl PR_SET_CHILD_SUBREAPER), so an orphan is reparented to it, not to init, and reaped here. Chromium's
zygote and renderers outlive the browser process Playwright closes; under GNU time a journey step
reported 550 s of CPU while the machine spent ~1450 s on it (scripts/test-all.sh).
"""
import ctypes
import os
import resource
import signal
import subprocess
import sys
import time

PR_SET_CHILD_SUBREAPER = 36
# How long the orphans get to exit once the command has (Chromium's: a few ms; a stray server: not forever).
ORPHANS_GRACE_S = 10


def main() -> int:
    cpu_file, command = sys.argv[1], sys.argv[2:]
    ctypes.CDLL(None, use_errno=True).prctl(PR_SET_CHILD_SUBREAPER, 1, 0, 0, 0)
    # The step's own signals (a lane stopped after another failed) end the command as before.
    for sig in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(sig, lambda number, _frame: sys.exit(128 + number))
    code = subprocess.call(command)
    deadline = time.monotonic() + ORPHANS_GRACE_S
    while time.monotonic() < deadline:
        try:
            pid, _ = os.waitpid(-1, os.WNOHANG)
        except ChildProcessError:
            break  # no child left
        if pid == 0:
            time.sleep(0.05)
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(cpu_file, "w") as out:
        out.write(f"{used.ru_utime:.2f} {used.ru_stime:.2f}\n")
    return code


if __name__ == "__main__":
    sys.exit(main())
