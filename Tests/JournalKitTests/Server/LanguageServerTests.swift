import Foundation
import XCTest
@testable import JournalKit

/// The server without pipes: messages in, replies and notifications out.
final class LanguageServerTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = JournalScope.standardized(NSTemporaryDirectory() + "server-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    private func body(_ json: String) -> [UInt8] { Array(json.utf8) }

    private func request(_ id: Int, _ method: String, _ params: String = "{}") -> [UInt8] {
        body(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
    }

    private func notification(_ method: String, _ params: String) -> [UInt8] {
        body(#"{"jsonrpc":"2.0","method":"\#(method)","params":\#(params)}"#)
    }

    private func quoted(_ s: String) -> String { JSONValue.string(s).serialized(pretty: false) }

    private func open(_ uri: String, _ text: String) -> [UInt8] {
        notification("textDocument/didOpen", #"{"textDocument":{"uri":"\#(uri)","languageId":"markdown","version":1,"text":\#(quoted(text))}}"#)
    }

    private func change(_ uri: String, _ version: Int, _ changes: String) -> [UInt8] {
        notification("textDocument/didChange", #"{"textDocument":{"uri":"\#(uri)","version":\#(version)},"contentChanges":\#(changes)}"#)
    }

    /// A server that has been initialized with `folder` as its workspace.
    private func started() -> LanguageServer {
        let server = LanguageServer(version: "9.9")
        let out = server.handle([request(1, "initialize", #"{"rootUri":"\#(JournalScope.uri(ofPath: folder))"}"#),
                                 notification("initialized", "{}")])
        XCTAssertEqual(out.messages.first?["result"]?["serverInfo"]?["version"]?.string, "9.9")
        return server
    }

    private func published(_ out: LanguageServer.Output) -> [String: [JSONValue]] {
        var found: [String: [JSONValue]] = [:]
        for m in out.messages where m["method"]?.string == "textDocument/publishDiagnostics" {
            found[m["params"]!["uri"]!.string!] = m["params"]!["diagnostics"]!.array!
        }
        return found
    }

    func testAnErrorIsPublishedAtItsRangeAndClearedWhenFixed() {
        let server = started()
        let uri = JournalScope.uri(ofPath: folder + "/journal.md")
        var out = server.handle([open(uri, "## 2026-11-21\n- drink flat whiet\n")])
        let first = published(out)[uri]
        XCTAssertEqual(first?.count, 1)
        XCTAssertEqual(first?.first?["code"]?.string, "unknown-drink")
        XCTAssertEqual(first?.first?["severity"]?.int, 1)
        XCTAssertEqual(TextRange(json: first?.first?["range"]), TextRange(line: 1, from: 8, to: 18))
        out = server.handle([change(uri, 2, #"[{"range":{"start":{"line":1,"character":17},"end":{"line":1,"character":18}},"text":"e"},"#
                                            + #"{"range":{"start":{"line":1,"character":16},"end":{"line":1,"character":17}},"text":"t"}]"#)])
        XCTAssertEqual(published(out)[uri]?.count, 0)
    }

    func testChangesReadTogetherAreCheckedOnce() {
        let server = started()
        let uri = JournalScope.uri(ofPath: folder + "/journal.md")
        var messages = [open(uri, "## 2026-11-21\n")]
        for k in 0..<200 {
            messages.append(change(uri, k + 2, #"[{"range":{"start":{"line":1,"character":0},"end":{"line":1,"character":0}},"text":"- mood 4\n"}]"#))
        }
        messages.append(change(uri, 300, ###"[{"text":"## 2026-11-21\n- mood 9\n"}]"###))
        let out = server.handle(messages)
        XCTAssertEqual(out.messages.count, 1, "one check, after the last change")
        XCTAssertEqual(published(out)[uri]?.first?["code"]?.string, "bad-mood")
    }

    func testACancelledRequestIsAnsweredRequestCancelled() {
        let server = started()
        let uri = JournalScope.uri(ofPath: folder + "/journal.md")
        _ = server.handle([open(uri, "## 2026-11-21\n")])
        let out = server.handle([request(7, "textDocument/foldingRange", #"{"textDocument":{"uri":"\#(uri)"}}"#),
                                 notification("$/cancelRequest", #"{"id":7}"#),
                                 request(8, "textDocument/foldingRange", #"{"textDocument":{"uri":"\#(uri)"}}"#)])
        XCTAssertEqual(out.messages.map { $0["error"]?["code"]?.int }, [-32800, nil])
        XCTAssertEqual(out.messages.map { $0["id"]?.int }, [7, 8])
    }

    func testTheLifecycleAndItsErrors() {
        let server = LanguageServer(version: "1")
        var out = server.handle([request(1, "textDocument/foldingRange")])
        XCTAssertEqual(out.messages.first?["error"]?["code"]?.int, -32002, "before initialize")
        out = server.handle([request(2, "initialize"), request(3, "nope"), notification("nope", "{}"), body("[1,"), body("[1]"),
                             request(4, "textDocument/formatting", #"{"textDocument":{"uri":"file:///not/open.md"}}"#), request(9, "initialize")])
        XCTAssertEqual(out.messages.map { $0["error"]?["code"]?.int }, [nil, -32601, -32700, -32600, -32602, -32600])
        XCTAssertEqual(out.messages[2]["id"], .null)
        out = server.handle([request(5, "shutdown"), request(6, "textDocument/foldingRange"), notification("exit", "{}"), request(7, "x")])
        XCTAssertEqual(out.messages.map { $0["error"]?["code"]?.int }, [nil, -32600])
        XCTAssertEqual(out.messages.first?["result"], .null)
        XCTAssertEqual(out.exitCode, 0)
        XCTAssertEqual(LanguageServer(version: "1").handle([notification("exit", "{}")]).exitCode, 1, "exit without shutdown")
    }

    func testAFileOutsideTheWorkspaceIsAJournalOfItsOwnAndClearedWhenClosed() {
        let server = started()
        let uri = "file:///elsewhere/2026-11-21.md"
        var out = server.handle([open(uri, "- drink flat whiet\n")])
        XCTAssertEqual(published(out)[uri]?.count, 1)
        XCTAssertEqual(TextRange(json: published(out)[uri]?.first?["range"]), TextRange(line: 0, from: 8, to: 18))
        out = server.handle([notification("textDocument/didClose", #"{"textDocument":{"uri":"\#(uri)"}}"#)])
        XCTAssertEqual(published(out)[uri]?.count, 0)
    }

    func testADefinitionInAnotherFileOfTheFolderCounts() throws {
        try "## Settings\n- drink house blend per cup: 90 mg caffeine\n".write(toFile: folder + "/settings.md", atomically: false, encoding: .utf8)
        let server = started()
        let uri = JournalScope.uri(ofPath: folder + "/2026-11-21.md")
        var out = server.handle([open(uri, "- drink house blend\n")])
        XCTAssertEqual(published(out), [:])
        let settings = JournalScope.uri(ofPath: folder + "/settings.md")
        out = server.handle([open(settings, "## Settings\n- drink house brew per cup: 90 mg caffeine\n")])
        XCTAssertEqual(published(out)[uri]?.first?["code"]?.string, "unknown-drink")
        out = server.handle([notification("textDocument/didClose", #"{"textDocument":{"uri":"\#(settings)"}}"#)])
        XCTAssertEqual(published(out)[uri]?.count, 0, "closed unsaved: the file on disk counts again")
    }

    /// A change is checked at once; the journal is read whole again when the editor is quiet.
    /// Completion takes the journal as read last; hover, which needs the entries where they
    /// are now, reads it first if it changed.
    func testTheJournalIsReadWholeWhenQuiet() {
        let server = started()
        let uri = JournalScope.uri(ofPath: folder + "/journal.md")
        let text = "## Settings\n- habit stretch daily\n## 2026-11-21\n- [ ] "
        _ = server.handle([open(uri, text)])
        XCTAssertTrue(server.hasIdleWork)
        server.idle()
        XCTAssertFalse(server.hasIdleWork)
        func labels(_ out: LanguageServer.Output) -> [String] {
            out.messages.first { $0["id"]?.int == 7 }?["result"]?["items"]?.array?.compactMap { $0["label"]?.string } ?? []
        }
        let at = #"{"textDocument":{"uri":"\#(uri)"},"position":{"line":3,"character":6}}"#
        XCTAssertEqual(labels(server.handle([request(7, "textDocument/completion", at)])), ["stretch"])
        // A second habit: not offered until the journal is read again.
        let add = #"[{"range":{"start":{"line":1,"character":21},"end":{"line":1,"character":21}},"text":"\n- habit read daily"}]"#
        _ = server.handle([change(uri, 2, add)])
        XCTAssertTrue(server.hasIdleWork)
        let at4 = #"{"textDocument":{"uri":"\#(uri)"},"position":{"line":4,"character":6}}"#
        XCTAssertEqual(labels(server.handle([request(7, "textDocument/completion", at4)])), ["stretch"])
        server.idle()
        XCTAssertEqual(labels(server.handle([request(7, "textDocument/completion", at4)])).sorted(), ["read", "stretch"])
        // Hover reads it first.
        _ = server.handle([change(uri, 3, #"[{"range":{"start":{"line":4,"character":6},"end":{"line":4,"character":6}},"text":"read"}]"#)])
        let hover = server.handle([request(8, "textDocument/hover", #"{"textDocument":{"uri":"\#(uri)"},"position":{"line":4,"character":7}}"#)])
        XCTAssertFalse(server.hasIdleWork, "hover read the journal")
        XCTAssertNotNil(hover.messages.first { $0["id"]?.int == 8 })
    }
}
