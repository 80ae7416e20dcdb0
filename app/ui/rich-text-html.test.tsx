import { describe, expect, it } from 'vitest'
import { richTextHtml } from './rich-text-html.server'

const main = { region: 'main', ohioOrigin: 'https://oh.example' } as const

describe('richTextHtml', () => {
  it.each([
    ['paragraphs and emphasis', 'Hello **you**.', '<p>Hello <strong>you</strong>.</p>'],
    ['lists', '- a\n- b', '<ul>\n<li>a</li>\n<li>b</li>\n</ul>'],
    ['a site link stays relative', '[Stores](/dispensaries)', '<p><a href="/dispensaries">Stores</a></p>'],
    ['an external link gets rel', '[Ex](https://example.com)', '<p><a href="https://example.com" rel="noopener noreferrer">Ex</a></p>'],
    ['an Ohio link goes to the Ohio host from the main host', '[OH](/dispensaries/ohio)', '<p><a href="https://oh.example/dispensaries/ohio" rel="noopener noreferrer">OH</a></p>'],
    ['phone links survive', '[Call](tel:+18005550142)', '<p><a href="tel:+18005550142">Call</a></p>'],
    ['scripts are dropped', 'Hi<script>alert(1)</script>', '<p>Hi</p>'],
    ['event handlers are dropped', '<img src="/x.svg" onerror="alert(1)" alt="x">', '<img alt="x" loading="lazy" decoding="async" src="/x.svg"/>'],
    ['javascript: links become text', '[x](javascript:alert(1))', '<p><span>x</span></p>'],
    ['frames are dropped, even from allowed players', '<iframe src="https://www.youtube-nocookie.com/embed/x" title="v"></iframe>', ''],
    ['styles are stripped with their content', '<style>p{color:red}</style>Text', 'Text'],
  ])('%s', (_name, markdown, html) => {
    expect(richTextHtml(markdown, main)).toBe(html)
  })

  it('wraps tables so they scroll on phones', () => {
    expect(richTextHtml('| a | b |\n| - | - |\n| 1 | 2 |', main)).toMatch(/^<div class="overflow-x-auto"><table>/)
  })
})
