import { describe, expect, it } from 'vitest'
import { readingMinutes, sectionProblems, splitSections } from './sections'
import { slugify } from './slug'

describe('slugify', () => {
  it.each([
    ['Cannabis 101', 'cannabis-101'],
    ['Strains & Terpenes', 'strains-and-terpenes'],
    ['Laws & Policy', 'laws-and-policy'],
    ["A Buyer's Guide", 'a-buyers-guide'],
    ['  Crème brûlée!  ', 'creme-brulee'],
    ['Recipes', 'recipes'],
    ['---', ''],
  ])('%j → %j', (input, expected) => {
    expect(slugify(input)).toBe(expected)
  })
})

describe('splitSections', () => {
  it.each([
    {
      name: 'intro, then one section per level-2 heading',
      markdown: 'Intro line.\n\n## First part\nOne.\n\n## Second part\nTwo.\n',
      intro: 'Intro line.',
      sections: [
        { id: 'first-part', title: 'First part', body: 'One.', useInToC: true },
        { id: 'second-part', title: 'Second part', body: 'Two.', useInToC: true },
      ],
    },
    {
      name: '{no-toc} turns useInToC off and is not part of the title',
      markdown: '## Shown\nA\n## The short version {no-toc}\nB',
      intro: '',
      sections: [
        { id: 'shown', title: 'Shown', body: 'A', useInToC: true },
        { id: 'the-short-version', title: 'The short version', body: 'B', useInToC: false },
      ],
    },
    {
      name: 'level-3 headings stay inside their section',
      markdown: '## Part\n### Detail\nText',
      intro: '',
      sections: [{ id: 'part', title: 'Part', body: '### Detail\nText', useInToC: true }],
    },
    {
      name: 'a heading inside a fenced code block is text',
      markdown: '## Part\n```\n## not a heading\n```\nafter',
      intro: '',
      sections: [{ id: 'part', title: 'Part', body: '```\n## not a heading\n```\nafter', useInToC: true }],
    },
    {
      name: 'repeated titles get numbered anchors; closing hashes are dropped',
      markdown: '## Tips ##\na\n## Tips\nb\n## !!!\nc',
      intro: '',
      sections: [
        { id: 'tips', title: 'Tips', body: 'a', useInToC: true },
        { id: 'tips-2', title: 'Tips', body: 'b', useInToC: true },
        { id: 'section-3', title: '!!!', body: 'c', useInToC: true },
      ],
    },
    {
      name: 'Windows line endings',
      markdown: 'Hi\r\n## A\r\nx\r\n',
      intro: 'Hi',
      sections: [{ id: 'a', title: 'A', body: 'x', useInToC: true }],
    },
  ])('$name', ({ markdown, intro, sections }) => {
    expect(splitSections(markdown)).toEqual({ intro, sections })
  })
})

describe('sectionProblems', () => {
  const section = (title: string, body: string, useInToC = true) => ({ id: slugify(title), title, body, useInToC })
  it.each([
    { name: 'fine', parts: { intro: 'x', sections: [section('A', 'a')] }, showToC: true, problems: [] },
    { name: 'empty body', parts: { intro: '', sections: [] }, showToC: false, problems: ['body: must not be empty'] },
    {
      name: 'a heading without text',
      parts: { intro: 'x', sections: [section('A', '')] },
      showToC: false,
      problems: ["sections[0] 'A': has no text under its heading"],
    },
    {
      name: 'showToC with nothing to list',
      parts: { intro: 'x', sections: [section('A', 'a', false)] },
      showToC: true,
      problems: ['showToC: is on but no section is listed in the table of contents (a level-2 heading without {no-toc})'],
    },
    { name: 'no ToC, no sections: fine', parts: { intro: 'x', sections: [] }, showToC: false, problems: [] },
  ])('$name', ({ parts, showToC, problems }) => {
    expect(sectionProblems(parts, showToC)).toEqual(problems)
  })
})

describe('readingMinutes', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ')
  it.each([
    [[''], 1],
    [[words(1)], 1],
    [[words(200)], 1],
    [[words(201)], 2],
    [[words(150), words(150)], 2],
    [['## Heading\n- **bold** item'], 1],
    [[words(1000)], 5],
  ])('%#: %j words-ish → %d min', (texts, minutes) => {
    expect(readingMinutes(texts)).toBe(minutes)
  })
})
