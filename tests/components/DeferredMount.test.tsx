import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DeferredMount } from '../../src/components/DeferredMount';

const tree = (
  <DeferredMount placeholder={<p>placeholder</p>}>
    <p>panel</p>
  </DeferredMount>
);

describe('a part mounted after the first paint', () => {
  it('first renders its placeholder', () => {
    expect(renderToString(tree)).toContain('placeholder');
    expect(renderToString(tree)).not.toContain('panel');
  });

  it('then replaces it with its children', async () => {
    render(tree);
    expect(await screen.findByText('panel')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).toBeNull();
  });
});
