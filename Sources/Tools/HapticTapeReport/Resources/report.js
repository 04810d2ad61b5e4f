(function () {
  'use strict';
  var SVGNS = 'http://www.w3.org/2000/svg';
  var PLOT_LEFT = 132, PLOT_RIGHT = 948, WIDTH = 960;
  var PHASE_LABELS = { dragging: 'dragging', decelerating: 'decelerating', animating: 'animating' };

  function html(tag, className, parent, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (parent) parent.appendChild(node);
    return node;
  }
  function svg(tag, attributes, parent, text) {
    var node = document.createElementNS(SVGNS, tag);
    for (var key in attributes) {
      if (Object.prototype.hasOwnProperty.call(attributes, key)) node.setAttribute(key, String(attributes[key]));
    }
    if (text !== undefined && text !== null) node.textContent = String(text);
    if (parent) parent.appendChild(node);
    return node;
  }
  function tooltip(node, text) { svg('title', {}, node, text); return node; }
  function fixed(value, digits) { return Number(value).toFixed(digits === undefined ? 3 : digits); }
  function seconds(value) { return fixed(value, 3) + ' s'; }
  function sharpnessColour(sharpness) {
    var s = Math.max(0, Math.min(1, sharpness === null || sharpness === undefined ? 0.5 : sharpness));
    return 'hsl(' + Math.round(215 - 200 * s) + ', 78%, ' + Math.round(48 + 4 * s) + '%)';
  }
  // The latest entry with entry.t (or entry[0]) <= t, by binary search over a sorted list.
  function latest(list, t, time) {
    var lo = 0, hi = list.length - 1, found = -1;
    while (lo <= hi) {
      var mid = (lo + hi) >> 1;
      if (time(list[mid]) <= t + 1e-9) { found = mid; lo = mid + 1; } else { hi = mid - 1; }
    }
    return found < 0 ? null : list[found];
  }
  function byT(entry) { return entry.t; }
  function first(entry) { return entry[0]; }
  function niceStep(span, count) {
    var raw = span / count, power = Math.pow(10, Math.floor(Math.log(raw) / Math.LN10));
    var steps = [1, 2, 5, 10];
    for (var i = 0; i < steps.length; i++) if (steps[i] * power >= raw) return steps[i] * power;
    return 10 * power;
  }

  // options.screenScale draws the screen at that many CSS px per point (the studio: 1).
  function TapeView(tape, index, root, options) {
    this.tape = tape;
    this.options = options || {};
    this.index = index;
    this.end = Math.max(tape.duration, 0.001);
    // The axis runs a little past the end so marks at the last instant keep their labels.
    this.axisEnd = this.end * 1.06 + 0.02;
    this.window = [0, this.axisEnd];
    this.time = 0;
    this.build(root);
  }

  TapeView.prototype.build = function (root) {
    var tape = this.tape, self = this;
    var section = html('section', 'tape', root);
    section.id = 'tape-' + this.index;
    section.setAttribute('data-tape-index', String(this.index));
    section.setAttribute('data-haptic-count', String(tape.haptics.length));
    var title = html('h2', 'tape-title', section, tape.path);
    if (tape.replay) html('span', 'badge badge-diverged', title, 'diverged');
    var meta = html('dl', 'meta', section);
    function row(name, value) { html('dt', null, meta, name); html('dd', null, meta, value); }
    row('scene', tape.scene);
    row('device', tape.device.name + ', ' + tape.device.width + '\u00d7' + tape.device.height + ' pt @' +
      tape.device.scale + 'x, ' + tape.device.frameRate + ' Hz');
    row('duration', seconds(tape.duration));
    row('outputs', tape.haptics.length + ' haptic, ' + tape.sceneEvents.length + ' scene, ' +
      tape.layoutSamples.length + ' layout samples, ' + tape.scrolls.length + ' scroll view(s)');
    if (tape.configuration && tape.configuration !== '{}') row('configuration', tape.configuration);
    tape.metadata.forEach(function (pair) { row('metadata ' + pair[0], pair[1]); });
    row('written by', 'haptictape ' + tape.writer);
    if (tape.problems.length) {
      var problems = html('ul', 'problems', section);
      tape.problems.forEach(function (problem) { html('li', null, problems, problem); });
    }
    if (tape.replay) {
      var divergence = html('div', 'divergence', section);
      html('h3', null, divergence, 'Replay diverges at ' + seconds(tape.replay.firstDivergence) + ' in ' +
        tape.replay.stream + ': recorded in colour, replayed in red outline');
      html('pre', 'report-text', divergence, tape.replay.text);
    }
    var body = html('div', 'tape-body', section);
    this.buildScreen(html('div', 'screen-panel', body));
    var timeline = html('div', 'timeline-panel', body);
    var controls = html('div', 'controls', timeline);
    var scrubber = html('input', 'scrubber', controls);
    scrubber.type = 'range';
    scrubber.min = '0';
    scrubber.max = String(this.end);
    scrubber.step = 'any';
    scrubber.value = '0';
    scrubber.setAttribute('aria-label', 'time');
    this.scrubber = scrubber;
    this.timeLabel = html('output', 'time-label', controls, seconds(0));
    var whole = html('button', 'zoom', controls, 'whole tape');
    whole.type = 'button';
    whole.addEventListener('click', function () { self.zoom(0, self.axisEnd); });
    if (tape.haptics.length) {
      var hapticZoom = html('button', 'zoom', controls, 'zoom to haptics');
      hapticZoom.type = 'button';
      hapticZoom.addEventListener('click', function () { self.zoomToHaptics(); });
    }
    scrubber.addEventListener('input', function () { self.seek(Number(scrubber.value)); });
    this.lanes = svg('svg', { 'class': 'lanes', width: WIDTH, viewBox: '0 0 ' + WIDTH + ' 100' }, timeline);
    var dragging = false;
    function fromPointer(event) {
      var box = self.lanes.getBoundingClientRect();
      var x = (event.clientX - box.left) * WIDTH / box.width;
      if (x < PLOT_LEFT - 4) return;
      var t = self.window[0] + (x - PLOT_LEFT) / (PLOT_RIGHT - PLOT_LEFT) * (self.window[1] - self.window[0]);
      self.seek(Math.max(0, Math.min(self.end, t)));
    }
    this.lanes.addEventListener('pointerdown', function (event) { dragging = true; fromPointer(event); });
    this.lanes.addEventListener('pointermove', function (event) { if (dragging) fromPointer(event); });
    window.addEventListener('pointerup', function () { dragging = false; });
    this.drawLanes();
    var start = tape.layoutSamples.length ? tape.layoutSamples[0].t : 0;
    this.seek(start);
  };

  // MARK: screen

  TapeView.prototype.buildScreen = function (panel) {
    var tape = this.tape;
    // The screen fits 520 px in its longer and 260 px in its shorter side, so a rotation fits too.
    var longest = Math.max(tape.device.width, tape.device.height);
    var shortest = Math.min(tape.device.width, tape.device.height);
    this.screenScale = this.options.screenScale || Math.min(520 / longest, 260 / shortest);
    this.screenBox = html('div', 'screen-box', panel);
    this.screen = html('div', 'screen', this.screenBox);
    this.screen.setAttribute('data-time', '0');
    this.caption = html('div', 'screen-caption', panel);
    var names = tape.views.map(function (view) { return view.name; });
    tape.layoutSamples.forEach(function (sample) { if (names.indexOf(sample.view) < 0) names.push(sample.view); });
    this.viewNames = names;
    this.samplesByView = {};
    this.scrollByView = {};
    var self = this;
    names.forEach(function (name) {
      self.samplesByView[name] = tape.layoutSamples.filter(function (sample) { return sample.view === name; });
    });
    tape.scrolls.forEach(function (scroll) { self.scrollByView[scroll.view] = scroll; });
    this.replayedSamplesByView = {};
    if (tape.replay) {
      names.forEach(function (name) {
        self.replayedSamplesByView[name] = tape.replay.layoutSamples.filter(function (sample) { return sample.view === name; });
      });
    }
  };

  // One element's box: frame, anchor point, transform, alpha and zIndex.
  function placeCell(node, cell) {
    node.style.left = cell.x + 'px';
    node.style.top = cell.y + 'px';
    node.style.width = cell.width + 'px';
    node.style.height = cell.height + 'px';
    node.style.opacity = String(cell.alpha);
    node.style.zIndex = String(cell.zIndex);
    node.style.transformOrigin = (cell.anchorX * 100) + '% ' + (cell.anchorY * 100) + '%';
    if (cell.transform) node.style.transform = 'matrix3d(' + cell.transform.join(',') + ')';
  }

  TapeView.prototype.placement = function (name, t) {
    var view = null;
    for (var i = 0; i < this.tape.views.length; i++) if (this.tape.views[i].name === name) view = this.tape.views[i];
    if (!view || !view.placements.length) return null;
    return latest(view.placements, t, byT) || view.placements[0];
  };

  TapeView.prototype.offset = function (name, t, placement) {
    var scroll = this.scrollByView[name];
    var moved = scroll ? latest(scroll.offsets, t, first) : null;
    if (moved && (!placement || moved[0] >= placement.t)) return { x: moved[1], y: moved[2] };
    return placement ? { x: placement.offsetX, y: placement.offsetY } : { x: 0, y: 0 };
  };

  TapeView.prototype.drawScreen = function (t) {
    var tape = this.tape, self = this;
    var screen = this.screen;
    while (screen.firstChild) screen.removeChild(screen.firstChild);
    var width = tape.device.width, height = tape.device.height;
    var shown = [];
    var frames = this.viewNames.map(function (name) { return self.placement(name, t); });
    var right = 0, bottom = 0;
    frames.forEach(function (frame) {
      if (frame) { right = Math.max(right, frame.x + frame.width); bottom = Math.max(bottom, frame.y + frame.height); }
    });
    if (right > width + 0.5 && right <= height + 0.5) { var swap = width; width = height; height = swap; }
    var scale = this.screenScale;
    this.screenBox.style.width = (width * scale) + 'px';
    this.screenBox.style.height = (height * scale) + 'px';
    screen.style.width = width + 'px';
    screen.style.height = height + 'px';
    screen.style.transform = 'scale(' + scale + ')';
    screen.setAttribute('data-time', fixed(t, 6));
    this.viewNames.forEach(function (name, viewIndex) {
      var sample = latest(self.samplesByView[name], t, byT);
      var frame = sample ? self.placement(name, sample.t) : frames[viewIndex];
      var box = frame || { x: 0, y: 0, width: width, height: height };
      var viewNode = html('div', 'view', screen);
      viewNode.style.left = box.x + 'px';
      viewNode.style.top = box.y + 'px';
      viewNode.style.width = box.width + 'px';
      viewNode.style.height = box.height + 'px';
      viewNode.setAttribute('data-view', name);
      html('span', 'view-name', viewNode, name);
      if (!sample) {
        viewNode.setAttribute('data-sample-time', '');
        return;
      }
      var offset = self.offset(name, sample.t, frame);
      viewNode.setAttribute('data-sample-time', fixed(sample.t, 6));
      viewNode.setAttribute('data-cell-count', String(sample.cells.length));
      var content = html('div', 'content', viewNode);
      content.style.transform = 'translate(' + (-offset.x) + 'px, ' + (-offset.y) + 'px)';
      sample.cells.forEach(function (cell) {
        var node = html('div', 'cell' + (cell.hidden ? ' hidden' : '') + (cell.category !== 'cell' ? ' supplementary' : ''), content);
        placeCell(node, cell);
        node.style.backgroundColor = 'hsl(' + ((cell.item * 47 + cell.section * 131) % 360) + ', 55%, 72%)';
        html('span', 'cell-label', node, (cell.category !== 'cell' ? cell.category + ' ' : '') + cell.section + '.' + cell.item);
        node.title = cell.category + ' ' + cell.section + '.' + cell.item + ' frame ' + fixed(cell.x, 1) + ' ' +
          fixed(cell.y, 1) + ' ' + fixed(cell.width, 1) + '\u00d7' + fixed(cell.height, 1) + ' alpha ' +
          fixed(cell.alpha, 2) + ' z ' + cell.zIndex + (cell.custom ? ' ' + cell.custom : '');
      });
      shown.push(name + ' @ ' + seconds(sample.t) + ' (' + sample.cells.length + ')');
      // A divergent replay's latest sample, outlined over the recorded one in its own bounds.
      var replayed = latest(self.replayedSamplesByView[name] || [], t, byT);
      if (replayed) {
        var replayedScroll = null;
        tape.replay.scrolls.forEach(function (scroll) { if (scroll.view === name) replayedScroll = scroll; });
        var moved = replayedScroll ? latest(replayedScroll.offsets, replayed.t, first) : null;
        var replayedOffset = moved ? { x: moved[1], y: moved[2] } : self.offset(name, 0, self.placement(name, 0));
        var overlay = html('div', 'content replayed-content', viewNode);
        overlay.style.transform = 'translate(' + (-replayedOffset.x) + 'px, ' + (-replayedOffset.y) + 'px)';
        overlay.setAttribute('data-sample-time', fixed(replayed.t, 6));
        replayed.cells.forEach(function (cell) { placeCell(html('div', 'cell replayed', overlay), cell); });
        shown.push('replayed @ ' + seconds(replayed.t) + ' (' + replayed.cells.length + ', red outline)');
      }
    });
    tape.fingers.forEach(function (finger) {
      var sample = latest(finger.samples, t, first);
      if (!sample || sample[3] >= 3) return;
      var dot = html('div', 'finger', screen, String(finger.id));
      dot.style.left = sample[1] + 'px';
      dot.style.top = sample[2] + 'px';
    });
    this.caption.textContent = shown.length ? 'layout samples: ' + shown.join(', ') : 'no layout sample yet';
  };

  // MARK: timeline

  TapeView.prototype.x = function (t) {
    return PLOT_LEFT + (t - this.window[0]) / (this.window[1] - this.window[0]) * (PLOT_RIGHT - PLOT_LEFT);
  };
  TapeView.prototype.visible = function (from, to) { return to >= this.window[0] && from <= this.window[1]; };

  TapeView.prototype.zoom = function (from, to) {
    this.window = [Math.max(0, from), Math.min(this.axisEnd, Math.max(to, from + 0.01))];
    this.drawLanes();
    this.seek(this.time);
  };
  TapeView.prototype.zoomToHaptics = function () {
    var from = Infinity, to = -Infinity;
    this.tape.haptics.forEach(function (haptic) {
      from = Math.min(from, haptic.t);
      to = Math.max(to, haptic.t + (haptic.duration || 0));
    });
    var pad = Math.max(0.1, (to - from) * 0.08);
    this.zoom(from - pad, to + pad);
  };

  TapeView.prototype.seek = function (t) {
    this.time = t;
    this.scrubber.value = String(t);
    this.timeLabel.textContent = seconds(t);
    var x = this.x(t);
    this.cursor.setAttribute('x1', x);
    this.cursor.setAttribute('x2', x);
    this.cursor.style.display = t >= this.window[0] && t <= this.window[1] ? '' : 'none';
    this.drawScreen(t);
  };

  TapeView.prototype.drawLanes = function () {
    var lanes = this.lanes, tape = this.tape, self = this;
    while (lanes.firstChild) lanes.removeChild(lanes.firstChild);
    var clip = svg('clipPath', { id: 'plot-clip-' + this.index }, svg('defs', {}, lanes));
    svg('rect', { x: PLOT_LEFT - 5, y: 0, width: PLOT_RIGHT - PLOT_LEFT + 10, height: 100000 }, clip);
    this.clip = 'url(#plot-clip-' + this.index + ')';
    var y = 0;
    y = this.drawAxis(y);
    y = this.drawHaptics(y);
    y = this.drawPlatforms(y);
    y = this.drawSceneEvents(y);
    tape.scrolls.forEach(function (scroll) { y = self.drawScroll(y, scroll); });
    y = this.drawTouches(y);
    var height = y + 6;
    lanes.setAttribute('viewBox', '0 0 ' + WIDTH + ' ' + height);
    lanes.setAttribute('height', height);
    if (tape.replay && this.visible(tape.replay.firstDivergence, tape.replay.firstDivergence)) {
      var dx = this.x(tape.replay.firstDivergence);
      var marker = svg('line', { 'class': 'first-divergence', x1: dx, x2: dx, y1: 18, y2: height }, lanes);
      tooltip(marker, 'first divergence at ' + seconds(tape.replay.firstDivergence));
      svg('text', { 'class': 'divergence-label', x: dx + 3, y: 30 }, lanes, 'first divergence');
    }
    this.cursor = svg('line', { 'class': 'cursor', x1: PLOT_LEFT, x2: PLOT_LEFT, y1: 0, y2: height }, lanes);
  };

  TapeView.prototype.laneLabel = function (y, height, title, subtitle) {
    svg('rect', { 'class': 'lane-bg', x: PLOT_LEFT, y: y, width: PLOT_RIGHT - PLOT_LEFT, height: height }, this.lanes);
    svg('text', { 'class': 'lane-title', x: 6, y: y + 14 }, this.lanes, title);
    if (subtitle) svg('text', { 'class': 'lane-subtitle', x: 6, y: y + 27 }, this.lanes, subtitle);
  };

  TapeView.prototype.drawAxis = function (y) {
    var span = this.window[1] - this.window[0];
    var step = niceStep(span, 10);
    var axis = svg('g', { 'class': 'axis' }, this.lanes);
    for (var t = Math.ceil(this.window[0] / step) * step; t <= this.window[1] + 1e-9; t += step) {
      var x = this.x(t);
      svg('line', { x1: x, x2: x, y1: y + 14, y2: y + 20 }, axis);
      svg('text', { x: x, y: y + 11, 'text-anchor': 'middle' }, axis, fixed(t, step < 0.1 ? 2 : 1) + ' s');
    }
    svg('line', { x1: PLOT_LEFT, x2: PLOT_RIGHT, y1: y + 20, y2: y + 20 }, axis);
    return y + 24;
  };

  TapeView.prototype.drawHaptics = function (y) {
    var height = 132, top = y + 22, base = y + height - 4, self = this;
    var scaleY = base - top;
    var low = Infinity, high = -Infinity;
    this.tape.haptics.forEach(function (haptic) {
      if (haptic.intensity !== null && haptic.intensity !== undefined) {
        low = Math.min(low, haptic.intensity);
        high = Math.max(high, haptic.intensity);
      }
    });
    this.laneLabel(y, height, 'haptics', this.tape.haptics.length + ' events');
    if (high >= low) {
      svg('text', { 'class': 'lane-subtitle', x: 6, y: y + 39 }, this.lanes, 'intensity ' + fixed(low, 2) + '\u2013' + fixed(high, 2));
    }
    var legend = svg('g', { 'class': 'legend' }, this.lanes);
    svg('text', { x: 6, y: y + 56 }, legend, 'height: intensity');
    svg('text', { x: 6, y: y + 68 }, legend, 'colour: sharpness');
    for (var i = 0; i <= 10; i++) {
      svg('rect', { x: 6 + i * 9, y: y + 73, width: 9, height: 7, fill: sharpnessColour(i / 10) }, legend);
    }
    svg('text', { x: 6, y: y + 90 }, legend, '0');
    svg('text', { x: 100, y: y + 90, 'text-anchor': 'end' }, legend, '1');
    [0.25, 0.5, 0.75, 1].forEach(function (level) {
      var gy = base - level * scaleY;
      svg('line', { 'class': 'grid', x1: PLOT_LEFT, x2: PLOT_RIGHT, y1: gy, y2: gy }, self.lanes);
      svg('text', { 'class': 'grid-label', x: PLOT_LEFT - 3, y: gy + 3, 'text-anchor': 'end' }, self.lanes, fixed(level, 2));
    });
    var recorded = svg('g', { 'class': 'haptics recorded', 'clip-path': this.clip }, this.lanes);
    this.tape.haptics.forEach(function (haptic, index) { self.drawHaptic(recorded, haptic, index, 'recorded', top, base); });
    if (this.tape.replay) {
      var replayed = svg('g', { 'class': 'haptics replayed', 'clip-path': this.clip }, this.lanes);
      this.tape.replay.haptics.forEach(function (haptic, index) { self.drawHaptic(replayed, haptic, index, 'replayed', top, base); });
    }
    return y + height + 4;
  };

  // The Android and web versions of the haptics, under the iOS lane: converted in Swift
  // (HapticExport), the same conversion `haptictape export --android|--web` writes.
  TapeView.prototype.drawPlatforms = function (y) {
    var platforms = this.tape.platforms, self = this;
    if (!platforms) return y;
    var height = 104, top = y + 20, base = y + height - 6;
    var losses = function (list) { return list.length ? 'loses: ' + list.join('; ') : 'nothing lost'; };
    this.laneLabel(y, height, 'Android', platforms.androidWaveform.length + ' steps, ' +
      platforms.androidComposition.length + ' primitives');
    [['bars: waveform steps', 40], ['height \u221a(amplitude/255)', 53], ['\u25bc composition', 66],
      [platforms.androidLosses.length + ' losses (hover)', 79]].forEach(function (line) {
      svg('text', { 'class': 'lane-subtitle', x: 6, y: y + line[1] }, self.lanes, line[0]);
    });
    var android = svg('g', { 'class': 'platform-android', 'clip-path': this.clip }, this.lanes);
    tooltip(svg('rect', { 'class': 'platform-losses', x: 0, y: y, width: PLOT_LEFT - 8, height: height }, this.lanes),
      'Android ' + losses(platforms.androidLosses));
    // Bars below the primitives' two label rows, at the intensity the amplitude stands for
    // (amplitude = 255 x intensity squared), so they compare with the iOS lane's heights.
    var mid = top + 24;
    platforms.androidWaveform.forEach(function (step) {
      var x = self.x(step[0]);
      var h = Math.max(1, Math.sqrt(step[2] / 255) * (base - mid));
      var bar = svg('rect', { 'class': 'platform-step', x: x, y: base - h,
        width: Math.max(1, self.x(step[0] + step[1]) - x - 0.4), height: h }, android);
      tooltip(bar, 'waveform ' + Math.round(step[1] * 1000) + ' ms at amplitude ' + step[2] + ' from ' + seconds(step[0]));
    });
    platforms.androidComposition.forEach(function (primitive, index) {
      var x = self.x(primitive.t);
      var my = top + (index % 2) * 11;
      var mark = svg('g', { 'class': 'platform-primitive', 'data-t': fixed(primitive.t, 6) }, android);
      svg('path', { d: 'M' + (x - 4) + ',' + my + ' L' + (x + 4) + ',' + my + ' L' + x + ',' + (my + 7) + ' Z' }, mark);
      svg('text', { 'class': 'marker-label', x: x + 5, y: my + 7 }, mark, primitive.name.toLowerCase() + ' ' + fixed(primitive.scale, 2));
      tooltip(mark, primitive.name + ' scale ' + fixed(primitive.scale, 3) + ' at ' + seconds(primitive.t));
    });
    y += height + 4;
    this.laneLabel(y, 50, 'web', platforms.web.length + ' vibrations, on/off');
    svg('text', { 'class': 'lane-subtitle', x: 6, y: y + 40 }, this.lanes, platforms.webLosses.length + ' losses (hover)');
    tooltip(svg('rect', { 'class': 'platform-losses', x: 0, y: y, width: PLOT_LEFT - 8, height: 50 }, this.lanes),
      'web ' + losses(platforms.webLosses));
    var web = svg('g', { 'class': 'platform-web', 'clip-path': this.clip }, this.lanes);
    platforms.web.forEach(function (pulse) {
      var x = self.x(pulse[0]);
      var block = svg('rect', { 'class': 'platform-pulse', x: x, y: y + 13,
        width: Math.max(1, self.x(pulse[0] + pulse[1]) - x - 0.4), height: 26 }, web);
      tooltip(block, 'vibrate ' + Math.round(pulse[1] * 1000) + ' ms from ' + seconds(pulse[0]));
    });
    return y + 50 + 4;
  };

  TapeView.prototype.drawHaptic = function (group, haptic, index, source, top, base) {
    var scaleY = base - top;
    var x = this.x(haptic.t);
    var intensity = haptic.intensity === null || haptic.intensity === undefined ? 1 : haptic.intensity;
    var mark = svg('g', { 'class': 'haptic-mark haptic-' + haptic.kind, 'data-source': source, 'data-index': index,
      'data-t': fixed(haptic.t, 6) }, group);
    if (source === 'recorded' && !this.visible(haptic.t, haptic.t + (haptic.duration || 0))) mark.setAttribute('data-clipped', 'true');
    var colour = source === 'replayed' ? 'none' : sharpnessColour(haptic.sharpness);
    tooltip(mark, (source === 'replayed' ? 'replayed ' : '') + haptic.name + ' at ' + seconds(haptic.t) + (haptic.detail ? '  ' + haptic.detail : ''));
    if (haptic.kind === 'continuous' || haptic.kind === 'audio') {
      var width = Math.max(1.5, this.x(haptic.t + (haptic.duration || 0)) - x);
      var h = Math.max(1, intensity * scaleY);
      svg('rect', { 'class': 'bar', x: x, y: base - h, width: Math.max(1, width - 0.6), height: h, fill: colour }, mark);
    } else if (haptic.kind === 'transient') {
      var th = Math.max(2, intensity * scaleY);
      svg('rect', { 'class': 'tick', x: x - 1.25, y: base - th, width: 2.5, height: th, fill: colour }, mark);
      svg('circle', { 'class': 'tick-head', cx: x, cy: base - th, r: 3.2, fill: colour }, mark);
    } else if (haptic.kind === 'curve') {
      var self = this;
      var points = (haptic.points || []).map(function (point) {
        return self.x(point[0]) + ',' + (base - Math.max(0, Math.min(1, point[1])) * scaleY);
      });
      svg('polyline', { 'class': 'curve', points: points.join(' ') }, mark);
      svg('text', { 'class': 'marker-label', x: x + 2, y: top + 8 }, mark, haptic.label);
    } else {
      var my = top + 2 + (index % 3) * 11;
      svg('path', { 'class': 'marker marker-' + haptic.name, d: 'M' + (x - 4) + ',' + my + ' L' + (x + 4) + ',' + my + ' L' + x + ',' + (my + 7) + ' Z' }, mark);
      svg('line', { 'class': 'marker-stem', x1: x, x2: x, y1: my + 7, y2: base }, mark);
      svg('text', { 'class': 'marker-label', x: x + 5, y: my + 7 }, mark, haptic.label);
    }
  };

  TapeView.prototype.drawFlags = function (group, marks, y, rows, className, unlabelled) {
    var self = this;
    var lastRight = [];
    marks.forEach(function (mark, index) {
      if (!self.visible(mark.t, mark.t)) return;
      var x = self.x(mark.t);
      // The first row whose last label ends before x; a flag with no free row shows its pole only.
      var row = 0;
      while (row < rows && lastRight[row] !== undefined && lastRight[row] > x) row++;
      var labelled = row < rows && !unlabelled;
      if (!labelled) row = rows - 1;
      var label = mark.name;
      if (labelled) lastRight[row] = x + 8 + label.length * 5.4;
      var flagY = y + 4 + row * 13;
      var flag = svg('g', { 'class': className, 'data-index': index, 'data-t': fixed(mark.t, 6) }, group);
      tooltip(flag, mark.name + ' at ' + seconds(mark.t) + (mark.detail ? '  ' + mark.detail : ''));
      svg('line', { 'class': 'flag-pole', x1: x, x2: x, y1: labelled ? flagY : y + rows * 13 - 2, y2: y + rows * 13 + 6 }, flag);
      if (labelled) svg('text', { 'class': 'flag-label', x: x + 3, y: flagY + 9 }, flag, label);
    });
  };

  TapeView.prototype.drawSceneEvents = function (y) {
    var rows = 4, height = rows * 13 + 10;
    this.laneLabel(y, height, 'scene events', this.tape.sceneEvents.length + ' events');
    this.drawFlags(svg('g', { 'class': 'scene-events recorded', 'clip-path': this.clip }, this.lanes), this.tape.sceneEvents, y, rows, 'scene-flag');
    if (this.tape.replay) {
      this.drawFlags(svg('g', { 'class': 'scene-events replayed', 'clip-path': this.clip }, this.lanes), this.tape.replay.sceneEvents, y, rows, 'scene-flag replayed', true);
    }
    if (this.tape.commands.length) {
      y += height + 4;
      this.laneLabel(y, 30, 'commands', this.tape.commands.length + ' commands');
      this.drawFlags(svg('g', { 'class': 'commands', 'clip-path': this.clip }, this.lanes), this.tape.commands, y, 2, 'command-flag');
      return y + 34;
    }
    return y + height + 4;
  };

  TapeView.prototype.offsetPath = function (offsets, axis, low, high, top, bottom) {
    var points = [], self = this;
    var range = high - low || 1;
    offsets.forEach(function (offset) {
      if (offset[0] < self.window[0] - 1 || offset[0] > self.window[1] + 1) return;
      points.push(fixed(self.x(offset[0]), 2) + ',' + fixed(bottom - (offset[axis] - low) / range * (bottom - top), 2));
    });
    return points.join(' ');
  };

  TapeView.prototype.drawScroll = function (y, scroll) {
    var height = 78, top = y + 8, bottom = y + height - 14, self = this;
    var replayed = null;
    if (this.tape.replay) {
      this.tape.replay.scrolls.forEach(function (candidate) { if (candidate.view === scroll.view) replayed = candidate; });
    }
    var all = scroll.offsets.concat(replayed ? replayed.offsets : []);
    var axes = [1, 2].filter(function (axis) {
      var low = Infinity, high = -Infinity;
      all.forEach(function (offset) { low = Math.min(low, offset[axis]); high = Math.max(high, offset[axis]); });
      return high - low > 0.5;
    });
    var ranges = axes.map(function (axis) {
      var low = Infinity, high = -Infinity;
      all.forEach(function (offset) { low = Math.min(low, offset[axis]); high = Math.max(high, offset[axis]); });
      return [low, high];
    });
    this.laneLabel(y, height, 'scroll ' + scroll.view, axes.map(function (axis, i) {
      return (axis === 1 ? 'x ' : 'y ') + fixed(ranges[i][0], 0) + '\u2026' + fixed(ranges[i][1], 0);
    }).join(', ') || 'no motion');
    var group = svg('g', { 'class': 'scroll', 'data-view': scroll.view, 'clip-path': self.clip }, this.lanes);
    scroll.phases.forEach(function (phase) {
      if (!self.visible(phase.from, phase.to)) return;
      var x0 = Math.max(PLOT_LEFT, self.x(phase.from)), x1 = Math.min(PLOT_RIGHT, self.x(phase.to));
      var shade = svg('rect', { 'class': 'phase phase-' + phase.phase, x: x0, y: y + 1, width: Math.max(1, x1 - x0), height: height - 2 }, group);
      tooltip(shade, PHASE_LABELS[phase.phase] + ' ' + seconds(phase.from) + '\u2013' + seconds(phase.to));
    });
    axes.forEach(function (axis, i) {
      svg('polyline', { 'class': 'offset offset-' + (axis === 1 ? 'x' : 'y'), points: self.offsetPath(scroll.offsets, axis, ranges[i][0], ranges[i][1], top, bottom) }, group);
      if (replayed) {
        svg('polyline', { 'class': 'offset replayed', points: self.offsetPath(replayed.offsets, axis, ranges[i][0], ranges[i][1], top, bottom) }, group);
      }
    });
    scroll.callbacks.forEach(function (callback) {
      if (!self.visible(callback.t, callback.t)) return;
      var x = self.x(callback.t);
      var tick = svg('line', { 'class': 'callback callback-' + callback.name, x1: x, x2: x, y1: bottom + 3, y2: y + height - 2 }, group);
      tooltip(tick, callback.name + ' at ' + seconds(callback.t) + (callback.detail ? '  ' + callback.detail : ''));
    });
    var legend = svg('g', { 'class': 'legend' }, this.lanes);
    svg('text', { x: 6, y: y + 42 }, legend, 'shaded: drag, decel., anim.');
    svg('text', { x: 6, y: y + 54 }, legend, 'ticks: delegate callbacks');
    return y + height + 4;
  };

  TapeView.prototype.drawTouches = function (y) {
    var self = this, height = 30;
    this.tape.fingers.forEach(function (finger) {
      self.laneLabel(y, height, 'finger ' + finger.id, finger.samples.length + ' samples' +
        (finger.coalesced.length ? ', ' + finger.coalesced.length + ' coalesced' : ''));
      var group = svg('g', { 'class': 'finger-lane', 'data-finger': finger.id, 'clip-path': self.clip }, self.lanes);
      var contactStart = null, path = [];
      var scaleX = self.tape.device.width, scaleY = self.tape.device.height;
      function flush(end) {
        if (contactStart === null) return;
        if (self.visible(contactStart, end)) {
          var x0 = Math.max(PLOT_LEFT, self.x(contactStart)), x1 = Math.min(PLOT_RIGHT, self.x(end));
          var bar = svg('rect', { 'class': 'contact', x: x0, y: y + 3, width: Math.max(2, x1 - x0), height: height - 6 }, group);
          tooltip(bar, 'finger ' + finger.id + ' down ' + seconds(contactStart) + '\u2013' + seconds(end));
          svg('polyline', { 'class': 'touch-x', points: path.map(function (p) { return fixed(self.x(p[0]), 2) + ',' + fixed(y + height - 4 - p[1] / scaleX * (height - 8), 2); }).join(' ') }, group);
          svg('polyline', { 'class': 'touch-y', points: path.map(function (p) { return fixed(self.x(p[0]), 2) + ',' + fixed(y + height - 4 - p[2] / scaleY * (height - 8), 2); }).join(' ') }, group);
        }
        contactStart = null;
        path = [];
      }
      finger.samples.forEach(function (sample) {
        if (sample[3] === 0) { flush(sample[0]); contactStart = sample[0]; }
        if (contactStart === null) contactStart = sample[0];
        path.push(sample);
        if (sample[3] >= 3) flush(sample[0]);
      });
      flush(self.end);
      finger.coalesced.forEach(function (sample) {
        if (!self.visible(sample[0], sample[0])) return;
        svg('circle', { 'class': 'coalesced', cx: self.x(sample[0]), cy: y + height - 4 - sample[1] / scaleX * (height - 8), r: 1.2 }, group);
      });
      y += height + 2;
    });
    if (this.tape.fingers.length) {
      svg('text', { 'class': 'legend', x: 6, y: y + 8 }, this.lanes, 'bars: finger down; lines: x (solid), y (dashed)');
      y += 10;
    }
    return y;
  };

  function renderIndex(root, report) {
    var header = html('header', 'report-header', root);
    html('h1', null, header, report.title);
    var diverged = report.tapes.filter(function (tape) { return tape.replay; }).length;
    html('p', 'summary', header, report.tapes.length + (report.tapes.length === 1 ? ' tape' : ' tapes') +
      (diverged ? ', ' + diverged + ' diverged' : '') + '. Drag on a timeline or the slider to scrub; hover a mark for its values.');
    var troubled = report.tapes.filter(function (tape) { return tape.problems.length; });
    if (troubled.length) {
      var problems = html('ul', 'problems page-problems', header);
      troubled.forEach(function (tape) {
        tape.problems.forEach(function (problem) { html('li', null, problems, tape.path + ': ' + problem); });
      });
    }
    if (report.tapes.length > 1) {
      var list = html('ol', 'tape-index', header);
      report.tapes.forEach(function (tape, index) {
        var item = html('li', null, list);
        var link = html('a', null, item, tape.path);
        link.href = '#tape-' + index;
        html('span', 'index-detail', item, ' ' + tape.scene + ', ' + seconds(tape.duration) + ', ' + tape.haptics.length + ' haptic' +
          (tape.replay ? ', diverged' : '') + (tape.problems.length ? ', ' + tape.problems.length + ' problem(s)' : ''));
      });
    }
  }

  // The studio draws its live and opened tapes with the same views.
  window.hapticTapeRenderer = { TapeView: TapeView, renderIndex: renderIndex };
  var source = document.getElementById('haptictape-data');
  var root = document.getElementById('haptictape-report');
  if (!source || !root) return;
  var report = JSON.parse(source.textContent);
  renderIndex(root, report);
  window.hapticTapeReport = report.tapes.map(function (tape, index) { return new TapeView(tape, index, root); });
  root.setAttribute('data-ready', 'true');
})();
