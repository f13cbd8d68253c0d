import { describe, expect, it } from 'vitest';
import { leadingHeadingRepeats } from './leading-heading';

describe('leadingHeadingRepeats (issue 13 item 16: headings not twice)', () => {
  it('is true when the text opens with a heading that already says the title', () => {
    expect(leadingHeadingRepeats('<h3>云南省学生幼儿安全保障计划投保须知</h3><p>1. …</p>', '投保须知')).toBe(
      true,
    );
    expect(
      leadingHeadingRepeats(' <h3 class="x">学生意外伤害保险<b>条款</b></h3>', '学生意外伤害保险条款'),
    ).toBe(true);
  });
  it('is false for a text without a leading heading or with another one', () => {
    expect(leadingHeadingRepeats('<p>投保须知</p>', '投保须知')).toBe(false);
    expect(leadingHeadingRepeats('<h3>责任免除</h3>', '投保须知')).toBe(false);
    expect(leadingHeadingRepeats('<h3>投保须知</h3>', undefined)).toBe(false);
  });
});
