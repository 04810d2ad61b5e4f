(function () {
  'use strict';
  var settings = JSON.parse(document.getElementById('studio-settings').textContent);
  var renderer = window.hapticTapeRenderer;
  var $ = function (id) { return document.getElementById(id); };
  var query = new URLSearchParams(location.search);
  // Ours: the scene keeps being stepped this long after the last pointer event (the replayer's
  // settle limit, 10 s); ticks every 50 ms keep the screen moving while no finger is down.
  var SETTLE_MS = 10000, TICK_MS = 50, LATENCIES = 30;
  var ws = null, device = null, pending = [], inFlight = null, down = {}, lastPointer = -Infinity;
  var hapticCount = 0, lastFlashed = -Infinity, vibratedUntil = -Infinity, clockOffset = 0, latencies = [], view = null, started = false;
  // The live report, kept and changed by each frame's reportDelta; drawn at most once per
  // three times the last drawing took, so a long session's redraws do not hold up replies.
  var tape = null, undrawn = Infinity, drawTimer = null, lastDrawEnd = -Infinity, lastDrawCost = 0;

  function withToken(path) {
    return settings.token ? path + (path.indexOf('?') < 0 ? '?' : '&') + 'token=' + encodeURIComponent(settings.token) : path;
  }
  function option(select, value) {
    var node = document.createElement('option');
    node.value = value; node.textContent = value;
    select.appendChild(node);
  }
  settings.scenes.forEach(function (id) { option($('scene'), id); });
  settings.devices.forEach(function (name) { option($('device'), name); });
  if (query.get('scene')) $('scene').value = query.get('scene');
  if (query.get('device')) $('device').value = query.get('device');
  if (query.get('config')) $('config').value = query.get('config');

  function status(text) { $('status').textContent = text; }
  function report(text) {
    var list = $('errors');
    var item = document.createElement('li');
    item.textContent = text;
    list.appendChild(item);
    while (list.children.length > 6) list.removeChild(list.firstChild);
    list.hidden = false;
    list.setAttribute('data-count', String(Number(list.getAttribute('data-count') || 0) + 1));
  }
  function send(message) { if (ws && ws.readyState === 1) ws.send(JSON.stringify(message)); }

  function connect() {
    ws = new WebSocket((location.protocol === 'https:' ? 'wss://' : 'ws://') + location.host + withToken('/socket'));
    ws.onopen = function () { status('connected'); start(); };
    ws.onclose = function (event) {
      // 1009 and 1002: the studio refused a message; its reason says which limit.
      if (event.code !== 1000 && event.code !== 1005 && event.reason) report('connection closed (' + event.code + '): ' + event.reason);
      status('disconnected: reload the page to reconnect'); started = false;
    };
    ws.onmessage = function (event) { receive(JSON.parse(event.data)); };
  }
  function start() {
    pending = []; inFlight = null; down = {}; hapticCount = 0; lastFlashed = -Infinity; vibratedUntil = -Infinity; started = false;
    tape = null; undrawn = Infinity;
    $('haptic-lane').textContent = '';
    $('haptic-lane').setAttribute('data-haptic-count', '0');
    send({ type: 'start', scene: $('scene').value, device: $('device').value, config: $('config').value });
  }

  function receive(message) {
    if (message.type === 'started') {
      device = message.device; started = true;
      var layer = $('touch-layer');
      layer.style.width = device.width + 'px';
      layer.style.height = device.height + 'px';
      status('recording ' + message.scene + ' on ' + device.name + ' (' + device.width + '×' + device.height + ' pt), configuration ' + message.configuration);
    } else if (message.type === 'frame') {
      // Every frame carries what it changed in the report; the first after a start (or a
      // restart of the live view) carries the report so far whole.
      if (inFlight && inFlight.oldest !== null) undrawn = Math.min(undrawn, inFlight.oldest);
      if (message.reportDelta) apply(message.reportDelta);
      if (inFlight) {
        if (message.reportDelta && undrawn !== Infinity) {
          latencies.push(performance.now() - undrawn);
          undrawn = Infinity;
          if (latencies.length > LATENCIES) latencies.shift();
          var sorted = latencies.slice().sort(function (a, b) { return a - b; });
          var median = sorted[Math.floor(sorted.length / 2)];
          $('latency').textContent = 'pointer → frame: ' + median.toFixed(0) + ' ms (median of ' + sorted.length + ')';
          $('latency').setAttribute('data-median-ms', median.toFixed(1));
        }
        inFlight = null;
      }
      flush();
    } else if (message.type === 'error') {
      report(message.message);
      if (inFlight && inFlight.kind === 'save') inFlight = null;
    } else if (message.type === 'saved') {
      status('saved ' + message.tape + ' and ' + message.touches + ': ' + message.inputs + ' inputs, ' + message.outputs +
        ' outputs, ' + message.haptics + ' haptic events, ' + Number(message.duration).toFixed(3) + ' s');
      $('save').setAttribute('data-saved', message.tape);
      refresh();
    } else if (message.type === 'exists') {
      if (window.confirm(message.message + '?')) send({ type: 'save', name: message.name, overwrite: true });
    }
  }

  // The list's items from change.from on become change.items.
  function splice(list, change) {
    list.length = Math.min(Math.max(0, change.from), list.length);
    change.items.forEach(function (item) { list.push(item); });
  }
  // ReportTape.apply(_:) in HapticTapeReport, the same steps.
  function applyDelta(model, delta) {
    if (delta.start) model = delta.start;
    model.duration = delta.duration;
    if (delta.problems) model.problems = delta.problems;
    if (delta.views) model.views = delta.views;
    delta.fingers.forEach(function (change) {
      var i = 0;
      while (i < model.fingers.length && model.fingers[i].id < change.id) i++;
      if (i === model.fingers.length || model.fingers[i].id !== change.id) {
        model.fingers.splice(i, 0, { id: change.id, samples: [], coalesced: [] });
      }
      splice(model.fingers[i].samples, change.samples);
      splice(model.fingers[i].coalesced, change.coalesced);
    });
    splice(model.commands, delta.commands);
    delta.scrolls.forEach(function (change) {
      if (change.index >= model.scrolls.length) model.scrolls.push({ view: change.view, offsets: [], phases: [], callbacks: [] });
      var scroll = model.scrolls[Math.min(change.index, model.scrolls.length - 1)];
      splice(scroll.offsets, change.offsets);
      splice(scroll.phases, change.phases);
      splice(scroll.callbacks, change.callbacks);
    });
    splice(model.haptics, delta.haptics);
    if (delta.platforms) {
      if (delta.platforms.value) model.platforms = delta.platforms.value; else delete model.platforms;
    }
    splice(model.sceneEvents, delta.sceneEvents);
    splice(model.layoutSamples, delta.layoutSamples);
    return model;
  }

  function apply(delta) {
    if (!delta.start && !tape) return;
    tape = applyDelta(tape, delta);
    // Only haptics later than the last one flashed: a restart may take back what an earlier
    // frame ran ahead to (a touch that arrived after the page's time it was stepped to).
    var fresh = delta.haptics.items.filter(function (haptic) { return haptic.t > lastFlashed; });
    if (fresh.length) {
      fresh.forEach(flashHaptic);
      lastFlashed = fresh[fresh.length - 1].t;
      hapticCount += fresh.length;
      $('haptic-lane').setAttribute('data-haptic-count', String(hapticCount));
    }
    if (delta.platforms) vibrateFresh(tape);
    scheduleDraw();
  }

  function scheduleDraw() {
    if (drawTimer !== null) return;
    var wait = Math.max(0, lastDrawEnd + 3 * lastDrawCost - performance.now());
    drawTimer = setTimeout(function () {
      drawTimer = null;
      if (!tape) return;
      var began = performance.now();
      draw(tape);
      lastDrawEnd = performance.now();
      lastDrawCost = lastDrawEnd - began;
      $('live').setAttribute('data-drawn-duration', String(tape.duration));
    }, wait);
  }

  function draw(drawn) {
    var live = $('live');
    live.textContent = '';
    view = new renderer.TapeView(drawn, 0, live, { screenScale: 1 });
    var box = $('device-box');
    var old = box.querySelector('.screen-box');
    if (old) box.removeChild(old);
    box.insertBefore(view.screenBox, $('touch-layer'));
    view.seek(drawn.duration);
  }

  // Plays the part of the tape's web vibration not played yet. The pattern is not worked out
  // here: the server converts the haptics (HapticExport's WebVibration, what `haptictape export
  // --web` writes) and sends the vibrations as tape.platforms.web, [start s, duration s] each;
  // this only takes those after the last one sent and spaces them as on/off milliseconds.
  function vibrateFresh(played) {
    var pulses = played.platforms ? played.platforms.web : [];
    var pattern = [], cursor = null;
    pulses.forEach(function (pulse) {
      var end = pulse[0] + pulse[1];
      if (end <= vibratedUntil) return;
      var from = Math.max(pulse[0], vibratedUntil);
      if (cursor !== null) pattern.push(Math.round((from - cursor) * 1000));
      pattern.push(Math.round((end - from) * 1000));
      cursor = end;
    });
    if (!pattern.length) return;
    vibratedUntil = cursor;
    $('haptic-lane').setAttribute('data-vibration', pattern.join(','));
    if (navigator.vibrate) {
      try { navigator.vibrate(pattern); } catch (e) { /* not allowed before a tap */ }
    }
  }

  // A new haptic event: a bar on the lane (height = intensity); vibrateFresh plays it.
  function flashHaptic(haptic) {
    var lane = $('haptic-lane');
    var bar = document.createElement('div');
    bar.className = 'haptic-flash';
    var intensity = haptic.intensity === null || haptic.intensity === undefined ? 1 : haptic.intensity;
    bar.style.height = Math.max(4, intensity * 40) + 'px';
    bar.style.background = haptic.kind === 'continuous' ? '#2e90fa' : '#d92d20';
    bar.title = haptic.label + ' at ' + haptic.t.toFixed(3) + ' s';
    // The newest on the right; the oldest leave on the left when the lane is full.
    var capacity = Math.max(1, Math.floor((lane.clientWidth - 8) / 16));
    while (lane.children.length >= capacity) lane.removeChild(lane.firstChild);
    lane.appendChild(bar);
    Array.prototype.forEach.call(lane.children, function (node, i) { node.style.left = (4 + i * 16) + 'px'; });
  }

  function flush() {
    if (inFlight || !started) return;
    if (pending.length) {
      var oldest = Math.min.apply(null, pending.map(function (event) { return event.received; }));
      inFlight = { kind: 'pointers', oldest: oldest };
      send({ type: 'pointers', events: pending, now: performance.now() + clockOffset });
      pending = [];
    }
  }
  setInterval(function () {
    if (inFlight || !started || pending.length) return;
    var anyDown = Object.keys(down).length > 0;
    if (!anyDown && performance.now() - lastPointer > SETTLE_MS) return;
    inFlight = { kind: 'tick', oldest: null };
    send({ type: 'tick', now: performance.now() + clockOffset });
  }, TICK_MS);

  var PHASES = { pointerdown: 'began', pointermove: 'moved', pointerup: 'ended', pointercancel: 'cancelled' };
  function clamp(value, high) { return Math.min(Math.max(value, 0), high); }
  function pointer(event) {
    if (!started) return;
    var phase = PHASES[event.type];
    if (phase !== 'began' && !down[event.pointerId]) return;
    if (phase === 'began') { down[event.pointerId] = true; try { event.target.setPointerCapture(event.pointerId); } catch (e) { /* synthetic */ } }
    if (phase === 'ended' || phase === 'cancelled') delete down[event.pointerId];
    event.preventDefault();
    var rect = $('touch-layer').getBoundingClientRect();
    function at(e) {
      return { x: clamp(e.clientX - rect.left, device.width), y: clamp(e.clientY - rect.top, device.height) };
    }
    var here = at(event);
    var coalesced = phase === 'moved' && event.getCoalescedEvents ? event.getCoalescedEvents() : [];
    var last = -Infinity;
    pending.push({
      id: event.pointerId, pointerType: event.pointerType, phase: phase, t: event.timeStamp, x: here.x, y: here.y,
      pressure: event.pressure, width: event.width, height: event.height, received: performance.now(),
      coalesced: coalesced.filter(function (e) {
        var keep = e.timeStamp >= last && e.timeStamp <= event.timeStamp;
        if (keep) last = e.timeStamp;
        return keep;
      }).map(function (e) { var p = at(e); return { t: e.timeStamp, x: p.x, y: p.y, pressure: e.pressure }; })
    });
    lastPointer = performance.now();
  // The session's time runs on the events' clock: the latest event's time plus the time
  // since the page handled it (event times may come from another clock, as a test's do).
  clockOffset = event.timeStamp - lastPointer;
    flush();
  }
  ['pointerdown', 'pointermove', 'pointerup', 'pointercancel'].forEach(function (type) {
    $('touch-layer').addEventListener(type, pointer);
  });

  $('start').addEventListener('click', start);
  $('scene').addEventListener('change', start);
  $('device').addEventListener('change', start);
  $('save').addEventListener('click', function () {
    $('save').removeAttribute('data-saved');
    send({ type: 'save', name: $('name').value, overwrite: false });
  });

  function refresh() {
    fetch(withToken('/tapes')).then(function (response) { return response.json(); }).then(function (data) {
      var list = $('tapes');
      list.textContent = '';
      data.tapes.forEach(function (name) {
        var item = document.createElement('li');
        var button = document.createElement('button');
        button.type = 'button';
        button.textContent = name;
        button.setAttribute('data-tape', name);
        button.addEventListener('click', function () { open(name); });
        item.appendChild(button);
        list.appendChild(item);
      });
      list.setAttribute('data-ready', 'true');
    }).catch(function (error) { report('cannot list the recordings: ' + error); });
  }
  function open(name) {
    var player = $('player');
    player.removeAttribute('data-ready');
    fetch(withToken('/tape?name=' + encodeURIComponent(name.replace(/\.htape$/, '')))).then(function (response) {
      if (!response.ok) return response.text().then(function (text) { throw new Error(text); });
      return response.json();
    }).then(function (page) {
      player.textContent = '';
      new renderer.TapeView(page.tapes[0], 1, player);
      player.setAttribute('data-ready', 'true');
    }).catch(function (error) { report('cannot open ' + name + ': ' + error.message); });
  }
  $('refresh').addEventListener('click', refresh);
  // The live report as the page holds it, for checks against a saved tape's report.
  window.hapticTapeStudio = { open: open, refresh: refresh, liveReport: function () { return tape; } };
  refresh();
  connect();
})();
