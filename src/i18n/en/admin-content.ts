import type { Shape } from '../shape';
import type { adminContent as csAdminContent } from '../cs/admin-content';

export const adminContent = {
  errors: {
    bad_request: 'The request cannot be read: the body must be JSON shaped as { "data": … }.',
    not_found: 'There is no such content or version.',
    conflict: 'Someone else changed this file in the meantime. Load its new version and make your change again.',
    precondition_required: 'The If-Match header with the version your change starts from is missing.',
    invalid: 'The change cannot be saved: please correct the marked fields.',
    payload_too_large: 'The request is too large (at most {{limit}}).',
    unsupported_media_type: 'The request must be JSON (Content-Type: application/json).',
    read_only: 'Editing the content is off: {{why}}',
    busy: 'Someone else is saving this file right now. Please try again in a moment.',
  },
  readOnly: {
    'read-only': 'the content folder is mounted read-only (in compose.yaml without “:ro”, and writable by user 1000).',
    'not-writable': 'the server may not write to the content folder (it must belong to user 1000).',
    symlink: 'the file is a symbolic link; the server does not write through links.',
    'not-a-file': 'something other than a regular file is in the file’s place.',
    missing: 'the file is missing from the content folder.',
    history:
      'a symbolic link or a file is in the place of the edit history’s folder (.history); the server does not write through links.',
  },
  tooDeep:
    'The change is nested too deeply: more than {{max}} levels of lists and fields inside each other. No content file needs that many.',
  nothingToSave:
    'There is nothing to save yet: the file cannot be read and the form is empty. Fill it in first; saving then replaces the file.',
  tooMany: 'The change has more than {{max}} list items and fields. No content file needs that many.',
  unreadable:
    'This file was changed by hand so that the site cannot read it: {{why}}. Saving here writes new content over it.',
  unusableText: 'The site could not read the file’s text: {{why}}.',
  unreadableWhy: {
    deep: 'lists and fields are nested more than {{max}} levels deep',
    lines: 'it has more than {{max}} lines',
    marks: 'it has more than {{max}} list items, fields and brackets',
    aliases: 'it refers back to other parts of itself more than {{max}} times',
    aliasCopies: 'its references to other parts of itself unfold into too many copies',
    aliasLoop: 'a part of it refers back to itself without end',
    duplicateKey: 'it names the same field twice',
    syntax: 'its indentation, quotes or brackets are not in the form the site reads',
  },
  today: {
    closed: 'Closed today',
    closesEarly: 'Closing early today',
  },
  checklist: {
    sample: 'Sample value: {{field}} ({{note}})',
    samplePhoto: 'Sample photo: {{file}}',
    menuPage: 'The page “{{page}}” has neither its own content nor a link (links.yaml: {{keys}}).',
    securityExpiry: 'The security.txt contact holds only until {{date}}; move the date on, at most a year ahead.',
    mail: 'Sending e-mail is not set up: messages from the forms stay here in the enquiries and reach no one by e-mail. The server’s operator sets it up (the SMTP_URL variable).',
  },
} satisfies Shape<typeof csAdminContent>;
