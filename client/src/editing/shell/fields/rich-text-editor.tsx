import { ContentState, Editor, EditorState, RichUtils, type DraftHandleValue } from "draft-js";
import "draft-js/dist/Draft.css";
import { stateToHTML } from "draft-js-export-html";
import { stateFromHTML } from "draft-js-import-html";
import { useField } from "formik";
import { useId, useState } from "react";

const BLOCKS = [
  { label: "Heading", style: "header-two" },
  { label: "Subheading", style: "header-three" },
  { label: "• List", style: "unordered-list-item" },
  { label: "1. List", style: "ordered-list-item" },
];
const INLINE = [
  { label: "Bold", style: "BOLD" },
  { label: "Italic", style: "ITALIC" },
];

function fromHtml(html: string): EditorState {
  return html ? EditorState.createWithContent(stateFromHTML(html)) : EditorState.createEmpty();
}

/** The editor's HTML; an editor with no text at all is stored as an empty string. */
function toHtml(content: ContentState): string {
  return content.hasText() ? stateToHTML(content) : "";
}

/**
 * Rich text (draft-js) bound to a formik field holding HTML: bold, italic, headings, lists and
 * links. It loads the stored HTML and writes HTML back on every change; the server sanitises it.
 */
export function RichTextField({ name, label }: { name: string; label: string }) {
  const [field, meta, helpers] = useField<string>(name);
  const [state, setState] = useState(() => fromHtml(field.value ?? ""));
  const labelId = useId();

  const change = (next: EditorState) => {
    setState(next);
    const html = toHtml(next.getCurrentContent());
    if (html !== field.value) void helpers.setValue(html);
  };
  const handleKeyCommand = (command: string, current: EditorState): DraftHandleValue => {
    const next = RichUtils.handleKeyCommand(current, command);
    if (!next) return "not-handled";
    change(next);
    return "handled";
  };
  const link = () => {
    const selection = state.getSelection();
    if (selection.isCollapsed()) {
      window.alert("Select the words to link first.");
      return;
    }
    const url = window.prompt("Link to (https://…, mailto:… or a page such as /auditions):");
    if (!url) return;
    const content = state.getCurrentContent().createEntity("LINK", "MUTABLE", { url });
    const withEntity = EditorState.set(state, { currentContent: content });
    change(RichUtils.toggleLink(withEntity, selection, content.getLastCreatedEntityKey()));
  };
  const blockType = state.getCurrentContent().getBlockForKey(state.getSelection().getStartKey())?.getType();
  const inline = state.getCurrentInlineStyle();

  return (
    <div className="field rich-text-field" data-field={name}>
      <span className="label" id={labelId}>{label}</span>
      <div className="toolbar" role="toolbar" aria-label={`${label} formatting`}>
        {INLINE.map((b) => (
          <button key={b.style} type="button" aria-pressed={inline.has(b.style)} onMouseDown={(e) => { e.preventDefault(); change(RichUtils.toggleInlineStyle(state, b.style)); }}>{b.label}</button>
        ))}
        {BLOCKS.map((b) => (
          <button key={b.style} type="button" aria-pressed={blockType === b.style} onMouseDown={(e) => { e.preventDefault(); change(RichUtils.toggleBlockType(state, b.style)); }}>{b.label}</button>
        ))}
        <button type="button" onMouseDown={(e) => { e.preventDefault(); link(); }}>Link</button>
      </div>
      <div className="editor-box" onBlur={() => void helpers.setTouched(true)}>
        <Editor editorState={state} onChange={change} handleKeyCommand={handleKeyCommand} ariaLabelledBy={labelId} ariaMultiline stripPastedStyles={false} spellCheck />
      </div>
      {meta.touched && meta.error && <p className="field-error" role="alert">{meta.error}</p>}
    </div>
  );
}
