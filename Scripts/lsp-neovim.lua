-- Drives `journal lsp` from a real editor: headless Neovim, as its own LSP client.
--
--     Scripts/lsp-neovim [JOURNAL_BINARY]        (the wrapper runs this file)
--     nvim --headless -u NONE -l Scripts/lsp-neovim.lua JOURNAL_BINARY      (Neovim 0.9+)
--
-- Writes a small journal with mistakes to a scratch folder, opens it, starts the server with
-- that folder as the workspace (vim.lsp.start; vim.lsp.start_client before Neovim 0.8), and
-- goes through what an editor does: waits for the problems, types `- drink fl` and asks for
-- completion, hovers a latte, takes the quick fix of a typo, formats, asks for the outline,
-- inlay hints, code lenses, a habit's definition and references, renames it, and runs the
-- commands `journal.today` and `journal.add`, whose edits Neovim applies itself. Prints what it saw; exits 1 when
-- anything is missing or wrong (each failure is printed `FAIL: …`), 0 when all is there.
-- The server's log (`journal lsp --verbose`) is kept beside the journal and printed last.

local binary = (arg and arg[1]) or os.getenv("JOURNAL_BINARY")
local failures = 0

local function say(text) io.stdout:write(text, "\n") io.stdout:flush() end
-- (Neovim prints `Workspace edit LABEL` as it applies one; this script says what it sees.)
print = function() end
local function fail(text) failures = failures + 1 say("FAIL: " .. text) end
local function check(ok, text) if not ok then fail(text) end return ok end

local function finish(code)
  io.stdout:flush()
  os.exit(code)
end

if not binary or binary == "" then
  say("usage: nvim --headless -u NONE -l Scripts/lsp-neovim.lua JOURNAL_BINARY")
  finish(2)
end
binary = vim.fn.fnamemodify(binary, ":p")
if vim.fn.executable(binary) ~= 1 then
  say("not an executable: " .. binary)
  finish(2)
end

local dir = vim.fn.tempname()
vim.fn.mkdir(dir, "p")
local path = dir .. "/journal.md"
local server_log = dir .. "/server.log"
local text = {
  "## Settings",
  "- goal caffeine <= 400 mg",
  "- habit meditate",
  "- med metformin 500 mg at 08:00",
  "## 2026-11-21 Saturday",
  "- 07:45 drink espresso x2",
  "- 08:05 took metformin",
  "- [x] meditate",
  "- 09:30 drink latte",
  "- 10:00 drink flat whiet",
  "- 12:00 lunch: crème brûlée 🍮, blorpfruit",
  "- 13:00 drink water 500ml",
}
vim.fn.writefile(text, path)

local v = vim.version()
say(string.format("Neovim %d.%d.%d, journal %s", v.major, v.minor, v.patch, binary))
say("journal: " .. path)
vim.cmd("edit " .. vim.fn.fnameescape(path))
local buf = vim.api.nvim_get_current_buf()
vim.bo[buf].filetype = "markdown"
local uri = vim.uri_from_bufnr(buf)

local function lines() return vim.api.nvim_buf_get_lines(buf, 0, -1, false) end
local function find_line(pattern)
  for i, line in ipairs(lines()) do
    if line:find(pattern, 1, true) then return i - 1, line end
  end
end

-- The server: its standard error (what --verbose says) goes to server.log.
local exit_code
local config = {
  name = "journal",
  cmd = { "sh", "-c", 'exec "$0" lsp --verbose 2>>"$1"', binary, server_log },
  root_dir = dir,
  on_exit = function(code, signal) exit_code = code end,
}
local client_id
if vim.lsp.start then
  client_id = vim.lsp.start(config)
else
  client_id = vim.lsp.start_client(config)
  vim.lsp.buf_attach_client(buf, client_id)
end
local client = vim.lsp.get_client_by_id(client_id)
check(vim.wait(10000, function() return client.initialized or (client.server_capabilities ~= nil and next(client.server_capabilities) ~= nil) end, 10),
  "the server did not answer initialize in 10 s")
local encoding = client.offset_encoding or "utf-16"
say("position encoding: " .. encoding)
check(encoding == "utf-16", "the position encoding is " .. encoding .. ", not utf-16")

-- A request, its result; nil (and a failure said) when it fails or times out.
local function request(method, params, quiet)
  local replies, err = vim.lsp.buf_request_sync(buf, method, params, 10000)
  if not replies then
    fail(method .. ": no reply (" .. tostring(err) .. ")")
    return nil
  end
  local reply = replies[client_id]
  if not reply then
    fail(method .. ": no reply from the server")
    return nil
  end
  local e = reply.err or reply.error
  if e then
    if not quiet then fail(method .. ": error " .. tostring(e.code) .. ": " .. tostring(e.message)) end
    return nil, e
  end
  return reply.result
end

local function document() return { uri = uri } end
local function position(line, character) return { textDocument = document(), position = { line = line, character = character } } end
-- The UTF-16 column of byte `col` of `line`.
local function utf16(line, col) return vim.str_utfindex(line:sub(1, col)) end

-- 1. Problems as published.
say("")
say("== diagnostics")
check(vim.wait(10000, function() return #vim.diagnostic.get(buf) >= 3 end, 10), "fewer than 3 diagnostics within 10 s")
local severities = { "error", "warning", "info", "hint" }
local diagnostics = vim.diagnostic.get(buf)
table.sort(diagnostics, function(a, b) return a.lnum < b.lnum or (a.lnum == b.lnum and a.col < b.col) end)
local marked = {}
for _, d in ipairs(diagnostics) do
  local line = lines()[d.lnum + 1] or ""
  local under = d.end_lnum == d.lnum and line:sub(d.col + 1, d.end_col) or "?"
  marked[under] = d
  say(string.format("%d:%d-%d %s %s [%s] (under it: %q)", d.lnum + 1, d.col, d.end_col,
    severities[d.severity] or tostring(d.severity), d.message, tostring(d.code), under))
end
-- Neovim keeps columns in bytes: a range that ends on the right words was converted right,
-- from UTF-16 units after `è`, `û`, `é` (two bytes, one unit) and 🍮 (four bytes, two units).
for _, words in ipairs({ "flat whiet", "crème brûlée 🍮", "blorpfruit" }) do
  check(marked[words] ~= nil, "no diagnostic underlines exactly " .. words)
end

-- 2. Completion after `- drink fl`, typed on a new line at the end of the day.
say("")
say("== completion after `- drink fl`")
local last = #lines()
vim.api.nvim_buf_set_lines(buf, last, last, false, { "- drink fl" })
local completion = request("textDocument/completion", position(last, #"- drink fl"))
local items = completion and (completion.items or completion) or {}
local labels = {}
for i, item in ipairs(items) do
  labels[item.label] = item
  if i <= 12 then say(string.format("%s — %s", item.label, tostring(item.detail))) end
end
if #items > 12 then say(string.format("(%d items in all)", #items)) end
check(labels["flat white"] ~= nil, "completion offers no `flat white`")
if labels["flat white"] then
  local edit = labels["flat white"].textEdit
  check(edit and edit.range.start.character == #"- drink " and edit.range["end"].character == #"- drink fl",
    "the completion of `flat white` does not replace `fl`")
end
vim.api.nvim_buf_set_lines(buf, last, last + 1, false, {})

-- 3. Hover over the latte.
say("")
say("== hover on `- 09:30 drink latte`")
local latte_line, latte = find_line("drink latte")
local hover = request("textDocument/hover", position(latte_line, utf16(latte, latte:find("latte"))))
local contents = hover and hover.contents
local hover_text = type(contents) == "table" and (contents.value or vim.inspect(contents)) or tostring(contents)
say(hover_text)
check(hover_text:find("caffeine", 1, true) ~= nil, "the hover on latte says nothing of caffeine")

-- 4. The quick fix of `flat whiet`, applied as Neovim applies a workspace edit.
say("")
say("== code actions on `flat whiet`")
local typo = marked["flat whiet"]
if typo then
  local line = lines()[typo.lnum + 1]
  local lsp_diagnostic = typo.user_data and typo.user_data.lsp
  local actions = request("textDocument/codeAction", {
    textDocument = document(),
    range = { start = { line = typo.lnum, character = utf16(line, typo.col) },
              ["end"] = { line = typo.lnum, character = utf16(line, typo.end_col) } },
    context = { diagnostics = { lsp_diagnostic } },
  }) or {}
  local fix
  for _, action in ipairs(actions) do
    say(string.format("%s (%s)%s", action.title, tostring(action.kind), action.isPreferred and ", preferred" or ""))
    if not fix and action.edit and action.title:find("flat white", 1, true) then fix = action end
  end
  if check(fix ~= nil, "no code action offers `flat white`") then
    vim.lsp.util.apply_workspace_edit(fix.edit, encoding)
    say("applied: " .. select(2, find_line("drink flat")))
    check(find_line("drink flat white") ~= nil, "the quick fix did not write `flat white`")
    check(vim.wait(10000, function()
      for _, d in ipairs(vim.diagnostic.get(buf)) do if d.message:find("flat whiet", 1, true) then return false end end
      return true
    end, 10), "the problem of `flat whiet` stayed after the fix")
    say(string.format("diagnostics after the fix: %d", #vim.diagnostic.get(buf)))
  end
end

-- 5. Formatting, applied as Neovim applies text edits.
say("")
say("== formatting")
local edits = request("textDocument/formatting", { textDocument = document(), options = { tabSize = 2, insertSpaces = true } })
if edits then
  say(string.format("%d edits", #edits))
  vim.lsp.util.apply_text_edits(edits, buf, encoding)
  for _, line in ipairs(lines()) do say("  | " .. line) end
  check(find_line("water 500 ml") ~= nil, "formatting did not write `500 ml`")
  local heading = find_line("## 2026-11-21")
  check(heading and lines()[heading] == "", "formatting did not put a blank line before the day's heading")
  local again = request("textDocument/formatting", { textDocument = document(), options = { tabSize = 2, insertSpaces = true } })
  check(again and #again == 0, "formatting a formatted text still edits it")
end

-- 6. The outline, inlay hints, code lenses.
say("")
say("== outline")
local symbols = request("textDocument/documentSymbol", { textDocument = document() }) or {}
for _, s in ipairs(symbols) do
  say(string.format("%s (line %d)%s", s.name, s.range.start.line + 1, s.detail and (" — " .. s.detail) or ""))
  for _, child in ipairs(s.children or {}) do say("  " .. child.name) end
end
check(#symbols >= 2, "the outline has fewer than two sections")
local folds = request("textDocument/foldingRange", { textDocument = document() }) or {}
say(string.format("%d folding ranges", #folds))

say("")
say("== inlay hints")
local hints = request("textDocument/inlayHint", {
  textDocument = document(), range = { start = { line = 0, character = 0 }, ["end"] = { line = #lines(), character = 0 } } }) or {}
for _, h in ipairs(hints) do
  local label = type(h.label) == "string" and h.label or table.concat(vim.tbl_map(function(p) return p.value end, h.label))
  say(string.format("line %d: %s", h.position.line + 1, label))
end
check(#hints > 0, "no inlay hints")

say("")
say("== code lenses")
local lenses = request("textDocument/codeLens", { textDocument = document() }) or {}
for _, l in ipairs(lenses) do
  say(string.format("line %d: %s", l.range.start.line + 1, l.command and l.command.title or "(unresolved)"))
end
check(#lenses > 0, "no code lenses")

-- 7. A habit: its definition, references, and a rename.
say("")
say("== definition and references of `meditate`")
local mark_line, mark = find_line("[x] meditate")
local at_habit = position(mark_line, utf16(mark, mark:find("meditate", 1, true)))
local definition = request("textDocument/definition", at_habit)
local targets = definition and (definition.uri and { definition } or definition) or {}
for _, t in ipairs(targets) do say(string.format("definition: line %d", (t.range or t.targetRange).start.line + 1)) end
check(#targets == 1 and (targets[1].range or targets[1].targetRange).start.line == select(1, find_line("habit meditate")),
  "the definition of meditate is not its habit line")
local refs = request("textDocument/references", vim.tbl_extend("force", at_habit, { context = { includeDeclaration = true } })) or {}
say(string.format("references: %d", #refs))
check(#refs == 2, "meditate has not two references (its definition and its mark)")
local prepared = request("textDocument/prepareRename", at_habit)
check(prepared ~= nil, "prepareRename says meditate cannot be renamed")
local renamed = request("textDocument/rename", vim.tbl_extend("force", at_habit, { newName = "stretch" }))
if renamed then
  vim.lsp.util.apply_workspace_edit(renamed, encoding)
  say("after rename: " .. select(2, find_line("habit ")) .. " / " .. select(2, find_line("] stretch")))
  check(find_line("habit stretch") ~= nil and find_line("[x] stretch") ~= nil, "the rename did not change both lines")
end

-- 8. The commands: the server sends workspace/applyEdit, which Neovim applies itself.
say("")
say("== command journal.today")
local before = #lines()
request("workspace/executeCommand", { command = "journal.today", arguments = { uri } })
check(vim.wait(5000, function() return #lines() > before end, 10), "journal.today changed nothing in the buffer")
for i = before + 1, #lines() do say("  + " .. lines()[i]) end
local today = os.date("%Y-%m-%d")
check(find_line("## " .. today) ~= nil, "journal.today wrote no heading for " .. today)
check(lines()[#lines()] == "- [ ] stretch", "journal.today did not end the buffer with `- [ ] stretch`"
  .. " (Neovim before 0.12 adds a blank line after text inserted past the last line)")

say("")
say("== command journal.add")
before = #lines()
request("workspace/executeCommand", { command = "journal.add", arguments = { uri, "drink water 250 ml" } })
check(vim.wait(5000, function() return #lines() > before end, 10), "journal.add changed nothing in the buffer")
for i = before + 1, #lines() do say("  + " .. lines()[i]) end
check(lines()[#lines()]:match("^%- %d%d:%d%d drink water 250 ml$") ~= nil, "journal.add did not end the buffer with its entry")

-- 9. A request the server does not answer is refused as the protocol says, not left hanging
-- (sent past Neovim, which sends no request that the server's capabilities do not name).
local unknown
client.rpc.request("textDocument/semanticTokens/full", { textDocument = document() }, function(err) unknown = err or false end)
check(vim.wait(5000, function() return unknown ~= nil end, 10), "no reply to an unknown request within 5 s")
check(unknown and unknown.code == -32601, "an unknown request is not answered MethodNotFound")

-- The end: shutdown and exit, as when Neovim quits.
vim.lsp.stop_client(client_id)
check(vim.wait(5000, function() return exit_code ~= nil end, 10), "the server did not exit within 5 s of shutdown")
check(exit_code == 0, "the server exited with " .. tostring(exit_code))

say("")
say("== what the server logged (journal lsp --verbose)")
local seen = {}
for _, line in ipairs(vim.fn.readfile(server_log)) do
  local what = line:gsub("^journal lsp: ", ""):gsub("checked .*", "checked …")
  if not seen[what] then
    seen[what] = true
    say("  " .. what)
  end
  if line:find("skipped", 1, true) or line:find("not open", 1, true) then fail("the server logged: " .. line) end
end

say("")
if failures == 0 then
  say("all well")
  vim.fn.delete(dir, "rf")
  finish(0)
end
say(string.format("%d failed (the scratch journal is kept: %s)", failures, dir))
finish(1)
