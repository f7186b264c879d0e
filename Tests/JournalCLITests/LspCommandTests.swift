import Foundation
import JournalKit
import XCTest

/// `journal lsp` as an editor drives it, through pipes (``LanguageClient``).
final class LspCommandTests: XCTestCase {
    private func uri(_ path: String) -> String { URL(fileURLWithPath: path).absoluteString }

    /// A client that has initialized a server with `folder` as its workspace.
    private func started(_ folder: ScratchFolder) throws -> LanguageClient {
        let client = try LanguageClient(directory: folder.path)
        let reply = client.request("initialize", #"{"processId":null,"rootUri":"\#(uri(folder.path))","capabilities":{}}"#)
        XCTAssertEqual(reply?["result"]?["serverInfo"]?["name"]?.string, "journal")
        XCTAssertEqual(reply?["result"]?["capabilities"]?["textDocumentSync"]?["change"]?.int, 2)
        client.notify("initialized")
        return client
    }

    private func open(_ client: LanguageClient, _ uri: String, _ text: String) {
        client.notify("textDocument/didOpen",
                      #"{"textDocument":{"uri":"\#(uri)","languageId":"markdown","version":1,"text":\#(LanguageClient.quoted(text))}}"#)
    }

    private func change(_ client: LanguageClient, _ uri: String, version: Int, range: TextRange?, _ text: String) {
        let range = range.map { #""range":\#($0.json.serialized(pretty: false)),"# } ?? ""
        client.notify("textDocument/didChange",
                      #"{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":[{\#(range)"text":\#(LanguageClient.quoted(text))}]}"#)
    }

    func testASessionFromInitializeToExit() throws {
        let folder = ScratchFolder()
        let client = try started(folder)
        let file = uri(folder.path + "/journal.md")
        open(client, file, "## 2026-11-21 Saturday\n\n- drink flat whiet é😀\n")
        let problems = client.diagnostics(of: file)
        XCTAssertEqual(problems?.count, 1)
        XCTAssertEqual(problems?.first?["code"]?.string, "unknown-drink")
        XCTAssertEqual(problems?.first?["source"]?.string, "journal")
        XCTAssertEqual(problems?.first?["severity"]?.int, 1)
        // "flat whiet é😀": é is one UTF-16 unit, the emoji two.
        XCTAssertEqual(TextRange(json: problems?.first?["range"]), TextRange(line: 2, from: 8, to: 22))
        XCTAssertTrue(problems?.first?["message"]?.string?.contains("\ndid you mean \"flat white\"?") ?? false)

        change(client, file, version: 2, range: TextRange(line: 2, from: 16, to: 22), "te")
        XCTAssertEqual(client.diagnostics(of: file)?.count, 0)

        change(client, file, version: 3, range: TextRange(line: 2, from: 0, to: 18), "- 7:30 Drink flat white")
        let edits = client.request("textDocument/formatting", #"{"textDocument":{"uri":"\#(file)"},"options":{"tabSize":4,"insertSpaces":true}}"#)
        let edit = edits?["result"]?.array?.map { TextEdit(range: TextRange(json: $0["range"])!, newText: $0["newText"]?.string ?? "") }
        XCTAssertEqual(edit, [TextEdit(range: TextRange(line: 2, from: 2, to: 8), newText: "07:30 d")])

        let range = TextRange(line: 0, from: 0, to: 5).json.serialized(pretty: false)
        let none = client.request("textDocument/rangeFormatting", #"{"textDocument":{"uri":"\#(file)"},"range":\#(range),"options":{}}"#)
        XCTAssertEqual(none?["result"]?.array?.count, 0, "line 2 is outside the range")

        let symbols = client.request("textDocument/documentSymbol", LanguageClient.document(file))?["result"]?.array
        XCTAssertEqual(symbols?.map { $0["name"]?.string }, ["2026-11-21 Saturday"])
        XCTAssertEqual(symbols?.first?["kind"]?.int, 24)
        let folds = client.request("textDocument/foldingRange", LanguageClient.document(file))?["result"]
        XCTAssertEqual(folds?.array?.map { [$0["startLine"]?.int, $0["endLine"]?.int] }, [[0, 2]])

        XCTAssertEqual(client.request("textDocument/hoverish", LanguageClient.document(file))?["error"]?["code"]?.int, -32601)
        client.send("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":")
        let parseError = client.take { $0["error"]?["code"]?.int == -32700 }
        XCTAssertEqual(parseError?["id"], .null)
        XCTAssertNotNil(client.request("textDocument/foldingRange", LanguageClient.document(file))?["result"], "still answering")

        XCTAssertEqual(client.request("shutdown")?["result"], .null)
        XCTAssertEqual(client.request("textDocument/foldingRange", LanguageClient.document(file))?["error"]?["code"]?.int, -32600)
        client.notify("exit")
        XCTAssertEqual(client.exitCode(), 0)
        XCTAssertEqual(client.standardError, "", "nothing on standard error without --verbose")
    }

    /// What the editor shows as the person types: completion, hover, code actions, go to
    /// definition, and the commands, which send edits for the editor to apply.
    func testTheEditorFeatures() throws {
        let folder = ScratchFolder()
        let client = try started(folder)
        let file = uri(folder.path + "/journal.md")
        let text = "## Settings\n\n- habit stretch daily\n\n## 2026-11-21 Saturday\n\n- 08:00 drink latte\n- drink flat whiet\n- [ ] stretch\n- drink fl"
        open(client, file, text)
        XCTAssertEqual(client.diagnostics(of: file)?.compactMap { $0["code"]?.string }, ["unknown-drink", "unknown-drink"], "flat whiet, fl")
        func at(_ line: Int, _ character: Int) -> String {
            #"{"textDocument":{"uri":"\#(file)"},"position":{"line":\#(line),"character":\#(character)}}"#
        }

        let items = client.request("textDocument/completion", at(9, 10))?["result"]?["items"]?.array ?? []
        let flatWhite = items.first { $0["label"]?.string == "flat white" }
        XCTAssertEqual(flatWhite?["detail"]?.string, "flat white · 236 ml · 130 mg caffeine · 110 kcal")
        XCTAssertEqual(TextRange(json: flatWhite?["textEdit"]?["range"]), TextRange(line: 9, from: 8, to: 10))

        let hover = client.request("textDocument/hover", at(6, 15))?["result"]?["contents"]?["value"]?.string ?? ""
        XCTAssertTrue(hover.contains("caffeine"), hover)

        let range = TextRange(line: 7, from: 0, to: 17).json.serialized(pretty: false)
        let actions = client.request("textDocument/codeAction", #"{"textDocument":{"uri":"\#(file)"},"range":\#(range),"context":{"diagnostics":[]}}"#)
        let titles = actions?["result"]?.array?.compactMap { $0["title"]?.string } ?? []
        XCTAssertTrue(titles.contains { $0.contains("flat white") }, "\(titles)")

        let definition = client.request("textDocument/definition", at(8, 8))?["result"]?.array
        XCTAssertEqual(definition?.first?["uri"]?.string, file)
        XCTAssertEqual(TextRange(json: definition?.first?["range"])?.start.line, 2)

        let add = client.request("workspace/executeCommand", #"{"command":"journal.add","arguments":["\#(file)","drink water 500 ml"]}"#)
        XCTAssertEqual(add?["result"], .null)
        let apply = client.take { $0["method"]?.string == "workspace/applyEdit" }
        let added = apply?["params"]?["edit"]?["changes"]?[file]?.array?.compactMap { $0["newText"]?.string }.joined() ?? ""
        XCTAssertTrue(added.contains("drink water 500 ml"), added)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.path + "/journal.md"), "the server writes no file")

        let unknown = client.request("workspace/executeCommand", #"{"command":"journal.nothing","arguments":[]}"#)
        XCTAssertEqual(unknown?["error"]?["code"]?.int, -32602)
        XCTAssertEqual(client.request("shutdown")?["result"], .null)
        client.notify("exit")
        XCTAssertEqual(client.exitCode(), 0)
    }

    func testADefinitionInOneFileOfTheFolderServesAnother() throws {
        let folder = ScratchFolder()
        let settings = folder.write("## Settings\n- drink house blend per cup: 90 mg caffeine\n", to: "settings.md")
        let day = folder.write("- 08:00 drink house blend\n", to: "2026-11-21.md")
        let client = try started(folder)
        open(client, uri(day), "- 08:00 drink house blend\n")
        XCTAssertNotNil(client.request("textDocument/foldingRange", LanguageClient.document(uri(day))))
        XCTAssertNil(client.lastDiagnostics(of: uri(day)), "no problem, nothing published")
        open(client, uri(settings), "## Settings\n- drink house blend per cup: 90 mg caffeine\n")
        change(client, uri(settings), version: 2, range: TextRange(line: 1, from: 14, to: 19), "brew")
        let problems = client.diagnostics(of: uri(day))
        XCTAssertEqual(problems?.map { $0["code"]?.string }, ["unknown-drink"])
        XCTAssertEqual(TextRange(json: problems?.first?["range"]), TextRange(line: 0, from: 14, to: 25))
        XCTAssertEqual(folder.read(settings), "## Settings\n- drink house blend per cup: 90 mg caffeine\n", "never written")
        client.closeInput()
        XCTAssertEqual(client.exitCode(), 0)
    }

    func testAThousandQuickChangesThenARequest() throws {
        let folder = ScratchFolder()
        let client = try started(folder)
        let file = uri(folder.path + "/journal.md")
        open(client, file, "## 2026-11-21\n")
        var burst: [UInt8] = []
        for k in 0..<1_000 {
            let text = k == 999 ? "- mood 9\n" : "- mood \(k % 5 + 1)\n"
            let range = #"{"start":{"line":1,"character":0},"end":{"line":1,"character":0}}"#
            burst += MessageWriter.frame(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"\#(file)","version":\#(k + 2)},"#
                                         + #""contentChanges":[{"range":\#(range),"text":\#(LanguageClient.quoted(text))}]}}"#)
        }
        client.send(bytes: burst)
        XCTAssertNotNil(client.request("textDocument/foldingRange", LanguageClient.document(file))?["result"])
        // A second request is answered after the problems of all that came before it.
        let symbols = client.request("textDocument/documentSymbol", LanguageClient.document(file))?["result"]?.array
        XCTAssertEqual(symbols?.first?["range"]?["end"]?["line"]?.int, 1_000)
        let last = client.lastDiagnostics(of: file)
        XCTAssertEqual(last?.map { $0["code"]?.string }, ["bad-mood"])
        XCTAssertEqual(TextRange(json: last?.first?["range"])?.start.line, 1, "the last line added is the first")
        client.closeInput()
        XCTAssertEqual(client.exitCode(), 0)
    }

    func testClosingTheInputEndsTheServer() throws {
        let client = try LanguageClient(directory: CLI.repository)
        client.closeInput()
        XCTAssertEqual(client.exitCode(), 0)
    }

    func testExitWithoutShutdownIsExitCodeOne() throws {
        let client = try started(ScratchFolder())
        client.notify("exit")
        XCTAssertEqual(client.exitCode(), 1)
    }

    func testVerboseSaysWhatItDoesOnStandardError() throws {
        let client = try LanguageClient(directory: CLI.repository, arguments: ["lsp", "--verbose", "--stdio"])
        client.send(bytes: Array("Content-Type: nothing\r\n\r\n".utf8))
        XCTAssertEqual(client.request("shutdown")?["error"]?["code"]?.int, -32002, "not initialized")
        client.closeInput()
        XCTAssertEqual(client.exitCode(), 0)
        let log = client.standardError
        XCTAssertTrue(log.contains("journal lsp: skipped a message: a header without Content-Length"), log)
        XCTAssertTrue(log.contains("journal lsp: request shutdown"), log)
    }

    func testHelp() {
        let r = CLI.run(["lsp", "--help"])
        XCTAssertEqual(r.code, 0)
        XCTAssertTrue(r.stdout.hasPrefix("Usage: journal lsp [--verbose]\n"))
        XCTAssertTrue(r.stdout.contains("standard input and\nstandard output"), r.stdout)
        XCTAssertEqual(CLI.run(["lsp", "extra"]).code, 2)
    }
}
