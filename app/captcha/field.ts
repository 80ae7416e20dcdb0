/** The form field that carries a solved challenge (base64 JSON of the challenge and its solution), in every form that asks for one. */
export const CHALLENGE_FIELD_NAME = 'altcha'
