import Glibc
import Localization

// A write past the file size limit (ulimit -f) fails with EFBIG, reported as such, instead
// of killing the process with SIGXFSZ and leaving a temporary file behind.
signal(SIGXFSZ, SIG_IGN)

// Messages, `--help` and the app in the user's language: bound before the arguments are
// parsed (ArgumentParser builds the commands' configurations and help when it first needs them).
TextDomain.bind("vitals")

// `vitals` opens the app; `vitals import|export|stats` run headless. See VitalsCommand.
VitalsCommand.runAndExit()
