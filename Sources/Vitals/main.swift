// `vitals` opens the app; `vitals import|export|stats` run headless. See VitalsCommand.
VitalsCommand.runAndExit()
