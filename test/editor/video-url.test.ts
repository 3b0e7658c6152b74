import { expect } from 'chai';
import { videoEmbedUrl } from '../../common/editor/video-url.ts';

describe('video URL control (common/editor/video-url.ts)', () => {
  it('turns YouTube watch, short (youtu.be), Shorts and live links into embed URLs, keeping the start time', () => {
    const embed = 'https://www.youtube.com/embed/dQw4w9WgXcQ';
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ')).to.equal(embed);
    expect(videoEmbedUrl('https://youtube.com/watch?v=dQw4w9WgXcQ&list=PL1&index=2')).to.equal(embed);
    expect(videoEmbedUrl('https://m.youtube.com/watch?v=dQw4w9WgXcQ')).to.equal(embed);
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ')).to.equal(embed);
    expect(videoEmbedUrl('youtu.be/dQw4w9WgXcQ?si=abc')).to.equal(embed);
    expect(videoEmbedUrl('https://www.youtube.com/shorts/dQw4w9WgXcQ')).to.equal(embed);
    expect(videoEmbedUrl('https://www.youtube.com/live/dQw4w9WgXcQ')).to.equal(embed);
    expect(videoEmbedUrl('https://youtu.be/dQw4w9WgXcQ?t=42')).to.equal(`${embed}?start=42`);
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s')).to.equal(`${embed}?start=90`);
    expect(videoEmbedUrl(' https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ ')).to.equal(embed);
  });

  it('turns Vimeo pages (with a private link hash) and Dailymotion videos into their players', () => {
    expect(videoEmbedUrl('https://vimeo.com/76979871')).to.equal('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://vimeo.com/channels/staffpicks/76979871')).to.equal('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://player.vimeo.com/video/76979871')).to.equal('https://player.vimeo.com/video/76979871');
    expect(videoEmbedUrl('https://vimeo.com/76979871?h=abc123')).to.equal('https://player.vimeo.com/video/76979871?h=abc123');
    expect(videoEmbedUrl('https://www.dailymotion.com/video/x7tgad0')).to.equal('https://www.dailymotion.com/embed/video/x7tgad0');
    expect(videoEmbedUrl('https://dai.ly/x7tgad0')).to.equal('https://www.dailymotion.com/embed/video/x7tgad0');
  });

  it('keeps other embed-capable URLs and refuses what is not a web address', () => {
    expect(videoEmbedUrl('https://player.example.com/embed/123')).to.equal('https://player.example.com/embed/123');
    expect(videoEmbedUrl('https://www.youtube.com/channel/UC123')).to.equal('https://www.youtube.com/channel/UC123');
    for (const bad of ['', '   ', 'not a url', 'javascript:alert(1)', 'data:text/html,x', 'ftp://example.com/v.mp4', 'localhost']) {
      expect(videoEmbedUrl(bad), bad).to.equal(null);
    }
    expect(videoEmbedUrl('https://www.youtube.com/watch?v=<script>'), 'an id that is not an id is kept as a plain URL').to.match(/^https:\/\/www\.youtube\.com\/watch\?v=/);
  });
});
