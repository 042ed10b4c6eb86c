// The demo host page's own script (public/embed-demo.html). It receives the
// shop's events and callbacks, plays the host's backend for orders and quotes,
// and steers the shop through its handle (element.stoneShop).
(function () {
  'use strict';

  var log = function (text) {
    var list = document.getElementById('host-log');
    if (!list) return;
    var item = document.createElement('li');
    item.textContent = new Date().toLocaleTimeString() + '  ' + text;
    list.appendChild(item);
    list.scrollTop = list.scrollHeight;
  };

  var shopElement = function () {
    return document.getElementById('stone-shop');
  };

  // The host's backend: takes a moment, and refuses when the checkbox asks it to.
  var backend = function (what, id) {
    var refuse = document.getElementById('refuse');
    return new Promise(function (resolve, reject) {
      setTimeout(function () {
        if (refuse && refuse.checked) {
          refuse.checked = false;
          log(what + ' ' + id + ' refused by the host');
          reject(new Error('our office is closed for the day'));
        } else {
          log(what + ' ' + id + ' accepted by the host');
          resolve();
        }
      }, 600);
    });
  };

  window.hostDemo = {
    receiveOrder: function (order) {
      log('onOrderPlaced: ' + order.id + ', ' + order.items.length + ' line(s), total ' + order.totalAmount);
      return backend('order', order.id);
    },
    receiveQuote: function (quote) {
      log('onQuoteSubmitted: ' + quote.id + ' from ' + quote.fullName);
      return backend('quote', quote.id);
    },
    listChanged: function (change) {
      log('onChange: ' + change.type + ' ' + JSON.stringify(change.detail));
    },
  };

  // The same news as window events, which any script on the page can hear.
  ['cartUpdated', 'wishlistUpdated', 'quotesUpdated', 'ordersUpdated'].forEach(function (name) {
    window.addEventListener(name, function (event) {
      log('window event ' + name + ': ' + JSON.stringify(event.detail));
    });
  });

  document.addEventListener('DOMContentLoaded', function () {
    log('page ready: the shop mounts itself from the data-* attributes of #stone-shop');
    var unmount = document.getElementById('unmount');
    var remount = document.getElementById('remount');
    document.querySelectorAll('[data-navigate]').forEach(function (button) {
      button.addEventListener('click', function () {
        var handle = shopElement().stoneShop;
        if (!handle) return log('no shop to navigate: mount it first');
        handle.navigate(button.getAttribute('data-navigate'));
        log('navigate("' + button.getAttribute('data-navigate') + '")');
      });
    });
    unmount.addEventListener('click', function () {
      var handle = shopElement().stoneShop;
      if (!handle) return;
      handle.unmount();
      log('unmount(): the shop and everything it added are gone');
      unmount.disabled = true;
      remount.disabled = false;
    });
    remount.addEventListener('click', function () {
      // The same data-* attributes, read again.
      window.StoneShop.mountAll();
      log('mounted again: ' + shopElement().stoneShop.name);
      unmount.disabled = false;
      remount.disabled = true;
    });
    document.getElementById('newsletter').addEventListener('submit', function (event) {
      event.preventDefault();
      log('newsletter: the host handles its own forms');
    });
  });
})();
