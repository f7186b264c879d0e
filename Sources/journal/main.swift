import Foundation

// The `journal` command: a thin layer over JournalKit. Everything it prints comes from a
// report and a renderer in the library; this target reads arguments, picks the files and
// writes the output.
let code = CommandLineTool(arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment).run()
exit(code)
