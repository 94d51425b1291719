import Glibc

// A write past the file size limit (ulimit -f) fails with EFBIG, reported as such, instead
// of killing the process with SIGXFSZ and leaving a temporary file behind.
signal(SIGXFSZ, SIG_IGN)

// `vitals` opens the app; `vitals import|export|stats` run headless. See VitalsCommand.
VitalsCommand.runAndExit()
