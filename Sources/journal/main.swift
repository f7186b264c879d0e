import Foundation

// The `journal` command: a thin layer over JournalKit. Everything it prints comes from a
// report and a renderer in the library; this target reads arguments, picks the files and
// writes the output.
// A closed standard output is noted (and /dev/null put in its place) before any file is opened.
_ = Console.stdoutWasClosed
let code = CommandLineTool(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment).run()
exit(code)
